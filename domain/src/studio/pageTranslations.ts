import { DEFAULT_LOCALE } from "../constants/businessConstants";
import { localeOfPath, localizedPath } from "../locales/localePaths";
import { SITE_LOCALES, type SiteLocale } from "../locales/siteLocales";

/*
 * A Studio page's translations. The English page is the source; its translation into a locale
 * is the Studio page at the locale's address (`/fr/use-case/fleet` for `/use-case/fleet`), a
 * page like any other, with its own draft, versions, publishing, schedules and gates. So one
 * locale is published while another is a draft by construction, and the site learns a page's
 * locales from the paths it has published.
 */

/** The locales a page is translated into: every locale of the site but English, the source's. */
export const TRANSLATION_LOCALES = SITE_LOCALES.filter(
  (locale): locale is Exclude<SiteLocale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** Where a translation of a page stands: none yet, a draft only, or on the site. */
export const TRANSLATION_STATES = ["missing", "draft", "published"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Whether the Studio page at `path` is a translation (under a locale's prefix), not a source. */
export function isTranslationPath(path: string): boolean {
  return localeOfPath(path).locale !== DEFAULT_LOCALE;
}

/**
 * Every locale's address of the page at `path` (a source's or a translation's), English first:
 * `/fr/use-case/fleet` gives `/use-case/fleet`, `/de/use-case/fleet` and itself.
 */
export function translationPaths(path: string): { locale: SiteLocale; path: string }[] {
  const { pagePath } = localeOfPath(path);
  return SITE_LOCALES.map((locale) => ({ locale, path: localizedPath(pagePath, locale) }));
}
