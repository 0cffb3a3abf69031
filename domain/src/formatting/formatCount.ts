import type { SiteLocale } from "../locales/siteLocales";
import { numberFormat } from "./numberFormat";

/** How {@link formatCount} writes a count. */
export interface CountFormat {
  /** The short form of plans and tiers: 10000 → "10k", 1000000 → "1m". */
  short?: boolean;
  /** Whose way to write it: the page's locale (English, the site's default, when left out). */
  locale?: SiteLocale;
}

/**
 * The one way counts are written, in a locale's way (English unless told): 1875 → "1,875"
 * ("1.875" in German), or in short form 10000 → "10k".
 */
export function formatCount(count: number, { short = false, locale }: CountFormat = {}): string {
  // A whole number below a thousand is its digits in every site locale, as `Intl` writes it:
  // written so, it needs no `Intl` object, whose first one costs a slow phone's main thread
  // about 100 ms as a page hydrates.
  if (Number.isSafeInteger(count) && Math.abs(count) < 1000) return String(count);
  if (!short) return numberFormat({}, locale).format(count);
  return numberFormat({ notation: "compact" }, locale).format(count).toLowerCase();
}
