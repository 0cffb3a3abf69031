import type { FooterLink } from "@workcraft/design-system";
import { resolvePageMeta, type PageMeta } from "@workcraft/domain/rules";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, BRAND, SITE_URL, siteMetaDefaults } from "../config/site";
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from "../layout/notFoundText";
import { socialProfiles } from "../navigation/socialProfiles";

/** A language as Open Graph writes a locale, with its likely region: `en` is `en_US`. */
export function openGraphLocale(locale: string): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The site's `og:locale`: `openGraphLocale(DEFAULT_LOCALE)`, written out (pageMeta.test checks
 * the two agree). A page's meta is made again in the browser as the page hydrates, and the first
 * `Intl` object a page makes starts the browser's locale data: about 140 ms of a slow phone's
 * main thread (4× CPU slowdown) on every page.
 */
export const SITE_OPEN_GRAPH_LOCALE = "en_US";

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
 * A page's meta as React Router meta descriptors: title, description, canonical, share cards
 * (with the picture's text alternative, the site's name, locale and account on X).
 */
export function pageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  const resolved = resolvePageMeta(meta, siteMetaDefaults);
  const url = `${SITE_URL}${path === "/" ? "/" : path}`;
  const image = absoluteUrl(resolved.shareImg);
  return [
    { title: resolved.title },
    { name: "description", content: resolved.description },
    ...(resolved.keywords ? [{ name: "keywords", content: resolved.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:locale", content: SITE_OPEN_GRAPH_LOCALE },
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

/** The 404 page's meta: never indexed, no canonical link. */
export function notFoundMeta(path = "/404"): MetaDescriptor[] {
  return noindexPageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION }, path);
}
