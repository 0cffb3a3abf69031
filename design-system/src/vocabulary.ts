/*
 * The names content chooses parts of the design system by: icons and section backgrounds. A
 * plain module (no styles, no React), so content schemas that run at build time outside the
 * style compiler read the very same lists (`@workcraft/design-system/vocabulary`).
 */

/** The names of the design system's content icons, for blocks that choose an icon by name. */
export const iconNames = [
  "apps",
  "workflow",
  "chart",
  "users",
  "shield",
  "cloud",
  "document",
  "cart",
  "rocket",
  "puzzle",
  "mail",
  "calendar",
  "star",
  "globe",
  "lock",
  "sparkles",
] as const;
export type IconName = (typeof iconNames)[number];

/** The backgrounds of a section's band; every text colour stays at AA contrast on each. */
export const sectionBackgrounds = ["default", "subtle", "brand", "inverse"] as const;
export type SectionBackground = (typeof sectionBackgrounds)[number];
