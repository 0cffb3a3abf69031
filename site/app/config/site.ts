import type { PageMeta } from "@workcraft/domain/rules";

export { BRAND, siteMetaDefaults } from "./brand";

/**
 * Where the site is published, for canonical links and share images. Set `SITE_URL` when
 * building for production; the prerendered pages carry it.
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? "http://localhost:3000").replace(
  /\/$/,
  "",
);

/** The language of every page: the domain's one locale, which also formats its numbers. */
export { DEFAULT_LOCALE } from "@workcraft/domain/rules";

/** The spec's default title and description, used by the landing page and as a fallback. */
export const defaultPageMeta: PageMeta = {
  title: "Automate Sales, Marketing, Document Management & E-Learning",
  description:
    "Automate sales, marketing, document management and e-learning workflows through custom cloud apps. No programming skills required.",
};
