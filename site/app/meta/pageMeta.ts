import { resolvePageMeta, type PageMeta } from "@workcraft/domain/rules";
import type { MetaDescriptor } from "react-router";
import { BRAND, SITE_URL, siteMetaDefaults } from "../config/site";
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from "../layout/NotFoundView";

/** The absolute URL of a path of the site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href;
}

/** A page's meta as React Router meta descriptors: title, description, canonical, share cards. */
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
    { property: "og:url", content: url },
    { property: "og:title", content: resolved.ogTitle },
    { property: "og:description", content: resolved.ogDescription },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: resolved.ogTitle },
    { name: "twitter:description", content: resolved.twitterDescription },
    { name: "twitter:image", content: image },
  ];
}

/** The 404 page's meta: never indexed, no canonical link. */
export function notFoundMeta(path = "/404"): MetaDescriptor[] {
  return [
    ...pageMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION }, path).filter(
      (descriptor) => !("tagName" in descriptor),
    ),
    { name: "robots", content: "noindex" },
  ];
}
