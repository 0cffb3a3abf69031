/** Made on the first count that is not a whole number (see `formatDisplayCount`). */
let fractionalCounts: Intl.NumberFormat | undefined;

/**
 * A count for display in the site's locale (en): 1875 becomes "1,875". Prices are not formatted
 * here: the design system shows them as the caller wrote them (`priceText`).
 *
 * A whole number is grouped here, as `Intl.NumberFormat("en")` groups it, without one: the first
 * `Intl` object a page makes starts the browser's locale data, about 140 ms of a slow phone's
 * main thread (4× CPU slowdown) that every page's header count would otherwise pay as it loads.
 * Any other number goes to `Intl.NumberFormat`, made when first needed.
 */
export function formatDisplayCount(count: number): string {
  if (Number.isSafeInteger(count)) return String(count).replace(/\B(?=(\d{3})+$)/gu, ",");
  fractionalCounts ??= new Intl.NumberFormat("en");
  return fractionalCounts.format(count);
}
