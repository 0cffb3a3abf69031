import { formatCount, pluralRules } from "@workcraft/domain/rules";
import type { PlainMessageId } from "./messageCatalogue";
import type { ShellText } from "./shellText";

/** The message of a noun in each plural form the site's locales have (English, German, French). */
export interface NounForms {
  one: PlainMessageId;
  other: PlainMessageId;
}

/**
 * A count and its noun in the page's locale ("1 app", "3 Apps", "0 application"): the number in
 * the locale's way, the noun's plural form by the browser's plural rules (`Intl.PluralRules`).
 * For parts that show a count as they hydrate, which so need no formatter.
 */
export function countWords(text: ShellText, count: number, forms: NounForms): string {
  return `${formatCount(count, { locale: text.locale })} ${nounFor(text, count, forms)}`;
}

/**
 * Of a message's forms, the one `count` takes in the page's locale, by the browser's plural
 * rules: for a message that needs its count's form as a part hydrates. (A plural message would
 * write its count through `Intl.NumberFormat`, whose first use costs a slow phone 50 ms or more.)
 */
export function formFor<Id>(text: ShellText, count: number, forms: { one: Id; other: Id }): Id {
  return pluralRules(text.locale).select(count) === "one" ? forms.one : forms.other;
}

/** The noun alone in the plural form `count` takes in the page's locale ("vote", "Stimmen"). */
export function nounFor(text: ShellText, count: number, forms: NounForms): string {
  return text.text(formFor(text, count, forms));
}
