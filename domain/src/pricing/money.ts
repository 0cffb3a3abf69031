import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../constants/businessConstants";

/** Money is counted in integer cents inside the domain; this names that intent. */
export type Cents = number;

/** Whole or fractional currency units to integer cents, rounded to the nearest cent. */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** Integer cents to currency units. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Formats cents with Intl in the site's locale ('en') and currency ('USD'). Whole amounts show
 * no decimals ("$394"), others two ("$1.20"), as prices on the site are mostly whole.
 */
export function formatMoney(
  cents: Cents,
  currency: string = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(fromCents(cents));
}
