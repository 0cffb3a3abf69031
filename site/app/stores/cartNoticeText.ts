import { listNames, type CartChange, type CartNotice } from "@workcraft/domain/rules";
import type { ShellText } from "../i18n/shellText";

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
        dependants: listNames(notice.dependants, text.locale),
        count: notice.dependants.length,
      });
    case "coming-soon":
      return text.format("toast.comingSoon", { app: notice.app });
    case "coming-soon-skipped":
      return text.format("toast.comingSoonSkipped", {
        apps: listNames(notice.apps, text.locale),
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
