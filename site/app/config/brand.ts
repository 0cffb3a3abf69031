import type { SiteMetaDefaults } from "@workcraft/domain/rules";

/** The brand, in one place so the site can be renamed by changing one line. */
export const BRAND = "Workcraft";

/** The site's side of the meta rules: the suffixes it appends and its default share image. */
export const siteMetaDefaults: SiteMetaDefaults = {
  titleSuffix: ` | ${BRAND}`,
  descriptionSuffix: ` Build it without code on ${BRAND}.`,
  shareImg: "/share/workcraft.png",
  shareImgAlt: `${BRAND}: Business apps for every workflow, without writing code. Sales, marketing, documents, e-learning.`,
};
