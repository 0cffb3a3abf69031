import { DEFAULT_SITE_URL } from "./siteUrl";

export { BRAND, siteMetaDefaults } from "./brand";

/**
 * Where the site is published: the origin of its canonical links, share images, structured
 * data, sitemap and robots.txt. The build sets it from `SITE_URL`, checked in vite.config.ts
 * (./siteUrl.ts); unit tests run without it.
 */
export const SITE_URL = import.meta.env.VITE_SITE_URL ?? DEFAULT_SITE_URL;

/**
 * Where the site publishes a path or file, as canonical links, share cards, structured data,
 * the sitemap and robots.txt need it: an absolute URL on `SITE_URL` (an absolute URL stays as
 * it is).
 */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).href;
}

/** The language of every page: the domain's one locale, which also formats its numbers. */
export { DEFAULT_LOCALE } from "@workcraft/domain/rules";
