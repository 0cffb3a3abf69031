import type { FooterLink } from "@workcraft/design-system";
import {
  DEFAULT_LOCALE,
  localeOfPath,
  pageAlternates,
  resolvePageMeta,
  type PageMeta,
  type SiteLocale,
} from "@workcraft/domain/rules";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, BRAND, SITE_URL, siteMetaDefaults } from "../config/site";
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from "../layout/notFoundText";
import { isCatalogueLoaded, ShellText } from "../i18n/shellText";
import { socialProfiles } from "../navigation/socialProfiles";

/** A language as Open Graph writes a locale, with its likely region: `en` is `en_US`. */
export function openGraphLocale(locale: string): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * Each locale's `og:locale`: `openGraphLocale(locale)`, written out (pageMeta.test checks they
 * agree). A page's meta is made again in the browser as the page hydrates, and the first `Intl`
 * object a page makes starts the browser's locale data: about 140 ms of a slow phone's main
 * thread (4× CPU slowdown) on every page.
 */
export const OPEN_GRAPH_LOCALES: Readonly<Record<SiteLocale, string>> = {
  en: "en_US",
  de: "de_DE",
  fr: "fr_FR",
};

/** The default locale's `og:locale`, that of every page outside a locale's prefix. */
export const SITE_OPEN_GRAPH_LOCALE = OPEN_GRAPH_LOCALES.en;

const X_HOSTS = new Set(["x.com", "www.x.com", "twitter.com", "www.twitter.com"]);

/** The `@handle` of the company's profile on X (or Twitter) among its profiles, if it has one. */
export function xHandleOf(profiles: readonly FooterLink[]): string | undefined {
  for (const { href } of profiles) {
    const url = new URL(href);
    const handle = url.pathname.split("/").find(Boolean);
    if (X_HOSTS.has(url.hostname) && handle && /^\w{1,15}$/u.test(handle)) return `@${handle}`;
  }
  return undefined;
}

/** The site's account on X, named on share cards: from the footer's X profile. */
const X_HANDLE = xHandleOf(socialProfiles);

/**
 * The `<link rel="alternate" hreflang>` of the page at `path`, which exists in `locales`: every
 * translation and `x-default` (English), none for a page in one locale only. Derived from what
 * exists (`pageAlternates`), so each translation names the same set: they are reciprocal.
 */
export function alternateLinks(path: string, locales: readonly SiteLocale[]): MetaDescriptor[] {
  return pageAlternates(localeOfPath(path).pagePath, locales, SITE_URL).map(
    ({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href }),
  );
}

/**
 * A page's meta as React Router meta descriptors: title, description, canonical (in its own
 * locale), its translations (`locales`, see `alternateLinks`), share cards (with the picture's
 * text alternative, the site's name, locale and account on X).
 */
export function pageMeta(
  meta: PageMeta,
  path: string,
  locales: readonly SiteLocale[] = [],
): MetaDescriptor[] {
  const resolved = resolvePageMeta(meta, siteMetaDefaults);
  const url = `${SITE_URL}${path === "/" ? "/" : path}`;
  const image = absoluteUrl(resolved.shareImg);
  const { locale } = localeOfPath(path);
  return [
    { title: resolved.title },
    { name: "description", content: resolved.description },
    ...(resolved.keywords ? [{ name: "keywords", content: resolved.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(path, locales),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    { property: "og:url", content: url },
    { property: "og:title", content: resolved.ogTitle },
    { property: "og:description", content: resolved.ogDescription },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: resolved.shareImgAlt },
    { name: "twitter:card", content: "summary_large_image" },
    ...(X_HANDLE ? [{ name: "twitter:site", content: X_HANDLE }] : []),
    { name: "twitter:title", content: resolved.ogTitle },
    { name: "twitter:description", content: resolved.twitterDescription },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: resolved.shareImgAlt },
  ];
}

/** The meta of a page search engines must not index: no canonical link, `robots: noindex`. */
export function noindexPageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  return [
    ...pageMeta(meta, path).filter((descriptor) => !("tagName" in descriptor)),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The 404 page's meta: never indexed, no canonical link; its title and description in `locale`
 * where that part of its catalogue has loaded (the 404 page asks for it before it hydrates, a
 * page opened after the first loads every part), else the spec's English.
 */
export function notFoundMeta(path = "/404", locale: SiteLocale = DEFAULT_LOCALE): MetaDescriptor[] {
  const meta = isCatalogueLoaded(locale, "notFound")
    ? {
        title: new ShellText(locale).text("notFound.title"),
        description: new ShellText(locale).text("notFound.description"),
      }
    : { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION };
  return noindexPageMeta(meta, path);
}
