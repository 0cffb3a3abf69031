/**
 * One formatter per locale, each made on the first count that needs it (see
 * `formatDisplayCount`): in `en`, only a count that is not a whole number does.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Languages that write a whole number from 0 to 999 in the digits 0 to 9 and nothing else, as
 * `Intl.NumberFormat` does (a test holds each equal to it); others, such as Arabic, may not.
 */
export const PLAIN_SMALL_COUNTS = /^(?:en|de|fr|es|it|nl|pt)(?:-|$)/u;

/**
 * A count for display in the page's locale, `en` when none is given: 1875 becomes "1,875" in
 * `en`, "1.875" in `de` and "1 875" in `fr` (grouped by a narrow no-break space, U+202F).
 * Prices are not formatted here: the design system shows them as the caller wrote them
 * (`priceText`).
 *
 * In `en`, a whole number is grouped here, as `Intl.NumberFormat("en")` groups it, without one,
 * and so is a whole number from 0 to 999 in a language that writes it in plain digits
 * (`PLAIN_SMALL_COUNTS`): the first `Intl.NumberFormat` a page makes starts the browser's number
 * data, 50 to 140 ms of a slow phone's main thread (4× CPU slowdown) that a page's vote and cart
 * counts would otherwise pay as it loads. Any other number goes to `Intl.NumberFormat(locale)`,
 * made when first needed and kept for the next count.
 */
export function formatDisplayCount(count: number, locale = "en"): string {
  if (!Number.isSafeInteger(count)) return formatterFor(locale).format(count);
  if (locale === "en") return String(count).replace(/\B(?=(\d{3})+$)/gu, ",");
  if (count >= 0 && count < 1000 && PLAIN_SMALL_COUNTS.test(locale)) return String(count);
  return formatterFor(locale).format(count);
}
