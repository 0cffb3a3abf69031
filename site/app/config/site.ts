import { DEFAULT_SITE_URL } from "./siteUrl";

export { BRAND, siteMetaDefaults } from "./brand";

/**
 * Where the site is published: the origin of its canonical links, share images, structured
 * data, sitemap and robots.txt. The build sets it from `SITE_URL`, checked in vite.config.ts
 * (./siteUrl.ts); unit tests run without it.
 */
export const SITE_URL = import.meta.env.VITE_SITE_URL ?? DEFAULT_SITE_URL;

/** The language of every page: the domain's one locale, which also formats its numbers. */
export { DEFAULT_LOCALE } from "@workcraft/domain/rules";
