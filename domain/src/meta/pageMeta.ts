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
  /** What the page's own share image shows, for people who cannot see it. */
  shareImgAlt?: string;
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
  /** What the default share image shows. */
  shareImgAlt: string;
}

/** Meta as rendered: every field present, cut to the limits. */
export type ResolvedPageMeta = Required<Omit<PageMeta, "keywords">> & { keywords?: string };

/*
 * Lengths count characters as Unicode code points, so a cut never splits an emoji in two.
 * For the plain text of titles and descriptions this is the spec's "characters".
 */
function characters(text: string): string[] {
  return Array.from(text);
}

/** How one meta text is published: with or without the suffix, and where the limit cuts it. */
interface MetaTextCut {
  /** The text as published, at most `limit` characters. */
  published: string;
  /** The characters the limit cut off, if any. */
  dropped: string;
  /** Whether the suffix was appended. */
  suffixed: boolean;
}

function cutMetaText(
  text: string,
  suffix: string,
  suffixBelow: number,
  limit: number,
): MetaTextCut {
  const suffixed = characters(text).length < suffixBelow;
  const whole = characters(suffixed ? `${text}${suffix}` : text);
  return {
    published: whole.slice(0, limit).join(""),
    dropped: whole.slice(limit).join(""),
    suffixed,
  };
}

/** The spec's title rule: the suffix appended when under 50 characters, then cut to 60. */
export function cutMetaTitle(title: string, suffix: string): string {
  return cutMetaText(title, suffix, META_TITLE_SUFFIX_BELOW, META_TITLE_LIMIT).published;
}

/**
 * Whether a title is published whole: nothing of it or of the suffix it gets is cut (with the
 * site's suffix of 12 characters: up to 48 characters, or 50 to 60).
 */
export function titlePublishesWhole(title: string, suffix: string): boolean {
  return cutMetaText(title, suffix, META_TITLE_SUFFIX_BELOW, META_TITLE_LIMIT).dropped === "";
}

/** The spec's description rule: the suffix appended when under 110 characters, then cut to 159. */
export function cutMetaDescription(description: string, suffix: string): string {
  return cutMetaText(description, suffix, META_DESCRIPTION_SUFFIX_BELOW, META_DESCRIPTION_LIMIT)
    .published;
}

/** A share text the page sets itself gets no suffix; it is cut to the limit all the same. */
function cutShareText(text: string, limit: number): MetaTextCut {
  return cutMetaText(text, "", 0, limit);
}

/**
 * Resolves a page's meta for rendering: title and description by the spec's rules, the Open
 * Graph and Twitter fields cut to the same limits or falling back to them, and the share image
 * falling back to the site's default. The image's text alternative goes with the image: the
 * page's own for its own image (else its share title), the site's for the default one.
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
  const ogTitle = page.ogTitle ? cutShareText(page.ogTitle, META_TITLE_LIMIT).published : title;
  return {
    title,
    description,
    shareImg: page.shareImg ?? site.shareImg,
    shareImgAlt: page.shareImg ? (page.shareImgAlt ?? ogTitle) : site.shareImgAlt,
    ogTitle,
    ogDescription: page.ogDescription
      ? cutShareText(page.ogDescription, META_DESCRIPTION_LIMIT).published
      : description,
    twitterDescription: page.twitterDescription
      ? cutShareText(page.twitterDescription, META_DESCRIPTION_LIMIT).published
      : description,
    ...(page.keywords ? { keywords: page.keywords } : {}),
  };
}

/** Punctuation that may follow a word: a cut just before it leaves the word whole. */
const CLOSING_PUNCTUATION = /^[.,;:!?)\]}»"”…]/u;

/** Whether the cut falls inside a word: text on both sides of it, no space or closing mark. */
function cutsAWord({ published, dropped }: MetaTextCut): boolean {
  if (published === "" || dropped === "") return false;
  return /\S$/u.test(published) && /^\S/u.test(dropped) && !CLOSING_PUNCTUATION.test(dropped);
}

/** What the cut left of a word, and the whole word: "e-learni" of "e-learning". */
function cutWord({ published, dropped }: MetaTextCut): { kept: string; whole: string } {
  const kept = /\S+$/u.exec(published)?.[0] ?? "";
  const rest = /^\S+/u.exec(dropped)?.[0] ?? "";
  return { kept, whole: `${kept}${rest}` };
}

/** One field's problems: empty, a cut suffix, or a cut word. */
function problemsOf(
  label: string,
  text: string,
  suffix: string,
  suffixBelow: number,
  limit: number,
): string[] {
  if (text.trim() === "") return [`The ${label} is empty.`];
  const cut = cutMetaText(text, suffix, suffixBelow, limit);
  if (cut.dropped === "") return [];
  if (cut.suffixed) {
    const room = limit - characters(suffix).length;
    const kept = characters(suffix)
      .slice(0, characters(suffix).length - characters(cut.dropped).length)
      .join("");
    const fix =
      room > 0
        ? `write it in at most ${room} characters, or in ${suffixBelow} or more (which gets no suffix)`
        : `write it in ${suffixBelow} characters or more (which gets no suffix)`;
    return [
      `The ${label} "${cut.published}" ends in a cut suffix: only "${kept}" of "${suffix}" fits in ${limit} characters; ${fix}.`,
    ];
  }
  if (cutsAWord(cut)) {
    const { kept, whole } = cutWord(cut);
    return [
      `The ${label} "${cut.published}" ends in a cut word: "${kept}" of "${whole}" at the ${limit}-character limit; end it at a whole word within ${limit} characters.`,
    ];
  }
  return [];
}

/**
 * What would make a page's published meta unclean, in words a page author can act on: an empty
 * title or description, a title or description that ends in a cut suffix (appended because the
 * text is short, but not fitting whole) or a cut word, and a share title or description of the
 * page's own that ends in a cut word. No problems: an empty list. The site's build checks every
 * page with it and fails naming the page.
 */
export function metaPublishingProblems(meta: PageMeta, site: SiteMetaDefaults): string[] {
  return [
    ...problemsOf("title", meta.title, site.titleSuffix, META_TITLE_SUFFIX_BELOW, META_TITLE_LIMIT),
    ...problemsOf(
      "description",
      meta.description,
      site.descriptionSuffix,
      META_DESCRIPTION_SUFFIX_BELOW,
      META_DESCRIPTION_LIMIT,
    ),
    ...(meta.ogTitle !== undefined
      ? problemsOf("Open Graph title", meta.ogTitle, "", 0, META_TITLE_LIMIT)
      : []),
    ...(meta.ogDescription !== undefined
      ? problemsOf("Open Graph description", meta.ogDescription, "", 0, META_DESCRIPTION_LIMIT)
      : []),
    ...(meta.twitterDescription !== undefined
      ? problemsOf("Twitter description", meta.twitterDescription, "", 0, META_DESCRIPTION_LIMIT)
      : []),
  ];
}
