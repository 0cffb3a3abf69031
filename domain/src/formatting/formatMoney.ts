import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../constants/businessConstants";
import type { SiteLocale } from "../locales/siteLocales";
import { fromCents, type Cents } from "../pricing/money";
import { numberFormat } from "./numberFormat";
import { writeSiteMoney } from "./siteMoneyWriting";

/** How {@link formatMoney} writes an amount. */
export interface MoneyFormat {
  /** ISO 4217 code of the amount's currency; the site's default currency when left out. */
  currency?: string;
  /** Whose way to write it: the page's locale (English, the site's default, when left out). */
  locale?: SiteLocale;
}

/**
 * The one way money is written: cents in a locale's way (the site's default, English, unless
 * told otherwise) and, unless told otherwise, the site's currency ({@link DEFAULT_CURRENCY}):
 * prices stay in dollars on every locale's pages, written as the locale writes them ("$1,234.50",
 * "1.234,50 $", "1 234,50 $US"). Whole amounts show no decimals ("$394"), others two ("$1.20"),
 * as prices on the site are mostly whole.
 */
export function formatMoney(
  cents: Cents,
  { currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE }: MoneyFormat = {},
): string {
  // The site's own currency in whole cents is written without `Intl` (see `writeSiteMoney`).
  if (currency === DEFAULT_CURRENCY && Number.isSafeInteger(cents))
    return writeSiteMoney(cents, locale);
  const whole = cents % 100 === 0;
  return numberFormat(
    {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    },
    locale,
  ).format(fromCents(cents));
}

/** What a price of zero reads everywhere: on app cards, in the cart, in price tiers. */
export const FREE_PRICE_TEXT = "Free";

/**
 * A price as the site writes it: "Free" when zero (`free`: the page's locale's word for it),
 * else {@link formatMoney} ("$299").
 */
export function formatPrice(
  cents: Cents,
  { free = FREE_PRICE_TEXT, ...format }: MoneyFormat & { free?: string } = {},
): string {
  return cents === 0 ? free : formatMoney(cents, format);
}
