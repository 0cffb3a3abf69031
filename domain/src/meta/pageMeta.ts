/** Meta title limit of the spec; a title shorter than the threshold gets the site suffix first. */
export const META_TITLE_LIMIT = 60;
export const META_TITLE_SUFFIX_BELOW = 50;
/** Meta description limit of the spec; a shorter description gets the site suffix first. */
export const META_DESCRIPTION_LIMIT = 159;
export const META_DESCRIPTION_SUFFIX_BELOW = 110;

export const META_OBJECT_REQUIRED = "You have to send a meta tag object";

/**
 * What a page declares about itself for search engines and share previews. Its zod schema
 * lives in `pageMetaSchema.ts`, apart, so the browser bundle of this rule carries no zod.
 */
export interface PageMeta {
  title: string;
  description: string;
  shareImg?: string;
  ogTitle?: string;
  ogDescription?: string;
  twitterDescription?: string;
  keywords?: string;
}

/** The site's side of meta: the suffixes it appends and the share image it falls back to. */
export interface SiteMetaDefaults {
  titleSuffix: string;
  descriptionSuffix: string;
  shareImg: string;
}

/** Meta as rendered: every field present, cut to the limits. */
export type ResolvedPageMeta = Required<Omit<PageMeta, "keywords">> & { keywords?: string };

const TRAILING_PUNCTUATION = /[\s,;:\-–—|]+$/u;

/** Cuts text to at most `limit` characters, at the last word boundary when there is one. */
export function cutAtWordBoundary(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const hard = text.slice(0, limit);
  // A boundary right after the limit means the whole slice is made of whole words.
  if (/\s/u.test(text.charAt(limit))) return hard.replace(TRAILING_PUNCTUATION, "");
  const lastSpace = hard.search(/\s\S*$/u);
  const cut = lastSpace > 0 ? hard.slice(0, lastSpace) : hard;
  return cut.replace(TRAILING_PUNCTUATION, "");
}

/** The spec's title rule: suffix first when under 50 characters, then cut to 60. */
export function cutMetaTitle(title: string, suffix: string): string {
  const withSuffix = title.length < META_TITLE_SUFFIX_BELOW ? `${title}${suffix}` : title;
  return cutAtWordBoundary(withSuffix, META_TITLE_LIMIT);
}

/** The spec's description rule: suffix first when under 110 characters, then cut to 159. */
export function cutMetaDescription(description: string, suffix: string): string {
  const withSuffix =
    description.length < META_DESCRIPTION_SUFFIX_BELOW ? `${description}${suffix}` : description;
  return cutAtWordBoundary(withSuffix, META_DESCRIPTION_LIMIT);
}

/**
 * Resolves a page's meta for rendering: cuts title and description, and lets Open Graph and
 * Twitter fields fall back to them and the share image to the site's default.
 */
export function resolvePageMeta(meta: unknown, site: SiteMetaDefaults): ResolvedPageMeta {
  if (typeof meta !== "object" || meta === null || Array.isArray(meta)) {
    throw new TypeError(META_OBJECT_REQUIRED);
  }
  const page = meta as PageMeta;
  if (typeof page.title !== "string" || typeof page.description !== "string") {
    throw new TypeError("Page meta needs a title and a description");
  }
  const title = cutMetaTitle(page.title, site.titleSuffix);
  const description = cutMetaDescription(page.description, site.descriptionSuffix);
  return {
    title,
    description,
    shareImg: page.shareImg ?? site.shareImg,
    ogTitle: page.ogTitle ? cutAtWordBoundary(page.ogTitle, META_TITLE_LIMIT) : title,
    ogDescription: page.ogDescription
      ? cutAtWordBoundary(page.ogDescription, META_DESCRIPTION_LIMIT)
      : description,
    twitterDescription: page.twitterDescription
      ? cutAtWordBoundary(page.twitterDescription, META_DESCRIPTION_LIMIT)
      : description,
    ...(page.keywords ? { keywords: page.keywords } : {}),
  };
}
