import { DEFAULT_LOCALE } from "../constants/businessConstants";
import type { SiteLocale } from "../locales/siteLocales";
import { keptByOptions } from "./keptByOptions";

const pluralRulesByLocale = keptByOptions((locale: SiteLocale) => new Intl.PluralRules(locale));

/**
 * The plural rules of `locale` (the site's default, English, when left out), made on first use
 * and kept (`keptByOptions`): a page's cards ask for them once each.
 */
export function pluralRules(locale: SiteLocale = DEFAULT_LOCALE): Intl.PluralRules {
  return pluralRulesByLocale(locale);
}
