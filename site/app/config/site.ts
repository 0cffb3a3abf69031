import type { PageMeta, SiteMetaDefaults } from "@workcraft/domain/rules";

/** The brand, in one place so the site can be renamed by changing one line. */
export const BRAND = "Workcraft";

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

export const siteMetaDefaults: SiteMetaDefaults = {
  titleSuffix: ` | ${BRAND}`,
  descriptionSuffix: ` Build it without code on ${BRAND}.`,
  shareImg: "/share/workcraft.png",
};

/** The spec's default title and description, used by the landing page and as a fallback. */
export const defaultPageMeta: PageMeta = {
  title: "Automate Sales, Marketing, Document Management & E-Learning",
  description:
    "Automate sales, marketing, document management and e-learning workflows through custom cloud apps. No programming skills required.",
};
