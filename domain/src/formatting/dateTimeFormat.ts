import { DEFAULT_LOCALE } from "../constants/businessConstants";
import type { SiteLocale } from "../locales/siteLocales";
import { keptByOptions } from "./keptByOptions";

const dateTimeFormats = keptByOptions(
  ({ locale, options }: { locale: SiteLocale; options: Intl.DateTimeFormatOptions }) =>
    new Intl.DateTimeFormat(locale, options),
);

/**
 * The date format of `locale` (the site's default, English, when left out) for these options,
 * made on first use (`keptByOptions`).
 */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  locale: SiteLocale = DEFAULT_LOCALE,
): Intl.DateTimeFormat {
  return dateTimeFormats({ locale, options });
}
