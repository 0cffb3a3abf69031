import { DEFAULT_LOCALE } from "../constants/businessConstants";
import { isSiteLocale, SITE_LOCALES, type SiteLocale } from "./siteLocales";

/*
 * Where each locale's page lives: the default locale's at the page's own path, every other
 * under its prefix. Which translations of a page exist is content; the alternates search
 * engines are told of are derived from what exists, never written by hand.
 */

/** A path of the site read as a locale and the page's path in it (`/de/pricing`: de, /pricing). */
export interface LocalePath {
  locale: SiteLocale;
  /** The page's path without the locale's prefix: the same for each of its translations. */
  pagePath: string;
}

/** The locale a path of the site is in, and the page's path without its prefix. */
export function localeOfPath(path: string): LocalePath {
  const [, first = "", ...rest] = path.split("/");
  if (first !== DEFAULT_LOCALE && isSiteLocale(first)) {
    return { locale: first, pagePath: `/${rest.join("/")}` };
  }
  return { locale: DEFAULT_LOCALE, pagePath: path };
}

/** The address of the page at `pagePath` in `locale`: `/pricing` in de is `/de/pricing`. */
export function localizedPath(pagePath: string, locale: SiteLocale): string {
  if (locale === DEFAULT_LOCALE) return pagePath;
  return pagePath === "/" ? `/${locale}` : `/${locale}${pagePath}`;
}

/** One alternate of a page as a `<link rel="alternate" hreflang>` and the sitemap name it. */
export interface PageAlternate {
  /** A locale, or `x-default`: the page for visitors whose language has no translation. */
  hreflang: SiteLocale | "x-default";
  href: string;
}

/**
 * The alternates of the page at `pagePath`, which exists in `locales`, as absolute addresses on
 * `origin` (`https://workcraft.example`, no path): each translation (the page's own among them, as hreflang asks), then `x-default`, the
 * default locale's page. A page in one locale only names none: there is nothing to choose from.
 */
export function pageAlternates(
  pagePath: string,
  locales: Iterable<SiteLocale>,
  origin: string,
): PageAlternate[] {
  const existing = new Set(locales);
  if (existing.size < 2) return [];
  // The domain knows no URL class: an origin has no path, so the address is the two joined.
  const base = origin.replace(/\/+$/u, "");
  const href = (locale: SiteLocale) => `${base}${localizedPath(pagePath, locale)}`;
  const alternates: PageAlternate[] = SITE_LOCALES.filter((locale) => existing.has(locale)).map(
    (locale) => ({ hreflang: locale, href: href(locale) }),
  );
  if (existing.has(DEFAULT_LOCALE)) {
    alternates.push({ hreflang: "x-default", href: href(DEFAULT_LOCALE) });
  }
  return alternates;
}
