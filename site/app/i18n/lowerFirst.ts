import type { SiteLocale } from "@workcraft/domain/rules";

/** The text with its first letter in lower case, as a unit reads after a price ("per GB"). */
export function lowerFirst(text: string, locale: SiteLocale): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}
