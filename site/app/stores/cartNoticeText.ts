import type { CartChange, CartNotice } from "@workcraft/domain/rules";
import type { ShellText } from "../i18n/shellText";

/** Names joined the locale's way: "A, B and C", "A, B und C", "A, B et C". */
function listNames(text: ShellText, names: readonly string[]): string {
  return new Intl.ListFormat(text.locale, { style: "long", type: "conjunction" }).format(names);
}

/** One notice of a cart rule as the page's locale says it (Lingui's formatter loaded). */
export function cartNoticeText(text: ShellText, notice: CartNotice): string {
  switch (notice.kind) {
    case "dependencies-added":
      return text.format("toast.dependenciesAdded", { app: notice.app, count: notice.count });
    case "exclusion":
      return text.format("toast.exclusion", { adding: notice.adding, inCart: notice.inCart });
    case "dependency-exclusion":
      return text.format("toast.dependencyExclusion", {
        adding: notice.adding,
        needed: notice.needed,
        other: notice.other,
      });
    case "dependants":
      return text.format("toast.dependants", {
        removing: notice.removing,
        dependants: listNames(text, notice.dependants),
        count: notice.dependants.length,
      });
    case "coming-soon":
      return text.format("toast.comingSoon", { app: notice.app });
    case "coming-soon-skipped":
      return text.format("toast.comingSoonSkipped", {
        apps: listNames(text, notice.apps),
        count: notice.apps.length,
      });
    case "unknown-app":
      return text.format("toast.unknownApp", { app: notice.app });
  }
}

/** What a cart change's toast says: its notices in the locale, or the domain's English without words. */
export function cartChangeText(text: ShellText | null, change: CartChange): string | undefined {
  if (!change.message) return undefined;
  if (!text || !change.notices) return change.message;
  return change.notices.map((notice) => cartNoticeText(text, notice)).join(" ");
}
