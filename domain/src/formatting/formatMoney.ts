import { DEFAULT_CURRENCY } from "../constants/businessConstants";
import { fromCents, type Cents } from "../pricing/money";
import { numberFormat } from "./numberFormat";

/** How {@link formatMoney} writes an amount; the locale is always the site's one. */
export interface MoneyFormat {
  /** ISO 4217 code of the amount's currency; the site's default currency when left out. */
  currency?: string;
}

/**
 * The one way money is written: cents in the site's locale (`DEFAULT_LOCALE`) and, unless
 * told otherwise, its currency ({@link DEFAULT_CURRENCY}). Whole amounts show no decimals
 * ("$394"), others two ("$1.20"), as prices on the site are mostly whole.
 */
export function formatMoney(
  cents: Cents,
  { currency = DEFAULT_CURRENCY }: MoneyFormat = {},
): string {
  const whole = cents % 100 === 0;
  return numberFormat({
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(fromCents(cents));
}

/** What a price of zero reads everywhere: on app cards, in the cart, in price tiers. */
export const FREE_PRICE_TEXT = "Free";

/** A price as the site writes it: "Free" when zero, else {@link formatMoney} ("$299"). */
export function formatPrice(cents: Cents, format: MoneyFormat = {}): string {
  return cents === 0 ? FREE_PRICE_TEXT : formatMoney(cents, format);
}
