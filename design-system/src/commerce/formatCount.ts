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
 * A count for display in the page's locale, `en` when none is given: 1875 becomes "1,875" in
 * `en`, "1.875" in `de` and "1 875" in `fr` (grouped by a narrow no-break space, U+202F).
 * Prices are not formatted here: the design system shows them as the caller wrote them
 * (`priceText`).
 *
 * In `en`, a whole number is grouped here, as `Intl.NumberFormat("en")` groups it, without one:
 * the first `Intl` object a page makes starts the browser's locale data, about 140 ms of a slow
 * phone's main thread (4× CPU slowdown) that every English page's header count would otherwise
 * pay as it loads. Any other number, and every number in another locale, goes to
 * `Intl.NumberFormat(locale)`, made when first needed and kept for the next count.
 */
export function formatDisplayCount(count: number, locale = "en"): string {
  if (locale === "en" && Number.isSafeInteger(count)) {
    return String(count).replace(/\B(?=(\d{3})+$)/gu, ",");
  }
  return formatterFor(locale).format(count);
}
