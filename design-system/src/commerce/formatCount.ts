const counts = new Intl.NumberFormat("en");

/**
 * A count for display in the site's locale (en): 1875 becomes "1,875". Prices are not formatted
 * here: the design system shows them as the caller wrote them (`priceText`).
 */
export function formatDisplayCount(count: number): string {
  return counts.format(count);
}
