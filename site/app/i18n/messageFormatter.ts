import { setupI18n, type Messages } from "@lingui/core";
import type { SiteLocale } from "@workcraft/domain/rules";
import { MESSAGE_PARTS, PART_SIZE, type CompiledPart } from "./messageCatalogue";

/** The values a message takes, by name: text as it is, counts for its plural forms. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats the messages with values of the catalogue parts added to it, in one locale. */
export interface MessageFormatter {
  /** Takes on one of the catalogue's parts (its plain messages need no formatter: left out). */
  add(part: CompiledPart, name: (typeof MESSAGE_PARTS)[number]): void;
  /** The message `id` (as the code has it: a short number in a build, as text) with `values`. */
  format(id: string, values: MessageValues): string;
}

/**
 * A formatter by Lingui's runtime: its ICU plurals and numbers go through the browser's `Intl`
 * for `locale`. The messages come compiled from the build, so the runtime carries no ICU parser.
 * Its own module, so the browser loads it (about 2 KB gzip) only when a message with values is
 * first shown (a toast, the cart's prices).
 */
export function createMessageFormatter(locale: SiteLocale): MessageFormatter {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return {
    add(part, name) {
      // A build's part is a list in the order of its short ids: the first is the part's place.
      const first = MESSAGE_PARTS.indexOf(name) * PART_SIZE;
      const entries = Array.isArray(part)
        ? part.map((message, place) => [String(first + place), message] as const)
        : Object.entries(part);
      // Lingui's tokens, as the build compiled them (`CompiledMessage` is their read-only view).
      const formatted = Object.fromEntries(
        entries.filter(([, message]) => typeof message !== "string"),
      ) as Messages;
      i18n.load(locale, formatted);
    },
    format: (id, values) => i18n._(id, values),
  };
}
