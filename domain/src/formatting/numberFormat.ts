import { DEFAULT_LOCALE } from "../constants/businessConstants";
import type { SiteLocale } from "../locales/siteLocales";
import { keptByOptions } from "./keptByOptions";

const numberFormats = keptByOptions(
  ({ locale, options }: { locale: SiteLocale; options: Intl.NumberFormatOptions }) =>
    new Intl.NumberFormat(locale, options),
);

/**
 * The number format of `locale` (the site's default, English, when left out) for these
 * options, made once (`keptByOptions`).
 */
export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale: SiteLocale = DEFAULT_LOCALE,
): Intl.NumberFormat {
  return numberFormats({ locale, options });
}
