import { DEFAULT_LOCALE } from "../constants/businessConstants";
import type { SiteLocale } from "../locales/siteLocales";

/** The runtime's conjunction list for `locale`: "A, B, and C", "A, B und C", "A, B et C". */
function conjunction(locale: SiteLocale): Intl.ListFormat {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
}

/**
 * Names joined as `locale` (English unless told) lists them: "A", "A and B", "A, B, and C";
 * "A, B und C" in German, "A, B et C" in French. The runtime's list rules, not ours.
 */
export function listNames(names: readonly string[], locale: SiteLocale = DEFAULT_LOCALE): string {
  return conjunction(locale).format(names);
}

/** One piece of a list as {@link listParts} gives it: a name (by its place) or the words between. */
export type ListPart = { name: number } | { between: string };

/**
 * The pieces of `names` as `locale` lists them, so a view can draw each name as it likes (a
 * link) and keep the locale's commas and "and" between: ["A", "B"] → A, " and ", B. One name
 * needs no runtime list object.
 */
export function listParts(
  names: readonly string[],
  locale: SiteLocale = DEFAULT_LOCALE,
): ListPart[] {
  if (names.length < 2) return names.map((_, name) => ({ name }));
  let next = 0;
  return conjunction(locale)
    .formatToParts(names)
    .map((part) => (part.type === "element" ? { name: next++ } : { between: part.value }));
}
