/** The label a price of zero shows. */
export const FREE_PRICE_LABEL = "Free";

const formats = new Map<string, Intl.NumberFormat>();

/** The site locale's (en) number format for these options, made once: making one is costly. */
function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en", options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A price for display, in the site's locale (en): whole amounts without cents ("$899"),
 * others with two decimals ("$1.20"). Presentation only: amounts arrive already computed.
 */
export function formatDisplayPrice(amount: number, currency: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat({
    style: "currency",
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** A count for display in the site's locale (en): 1875 becomes "1,875". */
export function formatDisplayCount(count: number): string {
  return numberFormat().format(count);
}
