/** The label a price of zero shows. */
export const FREE_PRICE_LABEL = "Free";

/**
 * A price for display, in the site's locale (en): whole amounts without cents ("$899"),
 * others with two decimals ("$1.20"). Presentation only: amounts arrive already computed.
 */
export function formatDisplayPrice(amount: number, currency: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** A count for display in the site's locale (en): 1875 becomes "1,875". */
export function formatDisplayCount(count: number): string {
  return new Intl.NumberFormat("en").format(count);
}
