import { resolvePageMeta, type PageMeta } from "@workcraft/domain";
import type { MetaDescriptor } from "react-router";
import { BRAND, SITE_URL, siteMetaDefaults } from "../config/site";

/** A page's meta as React Router meta descriptors: title, description, canonical, share cards. */
export function pageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  const resolved = resolvePageMeta(meta, siteMetaDefaults);
  const url = `${SITE_URL}${path}`;
  const image = new URL(resolved.shareImg, `${SITE_URL}/`).href;
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
