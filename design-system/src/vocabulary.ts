/*
 * The names content chooses parts of the design system by: icons and section backgrounds. A
 * plain module (no styles, no React), so content schemas that run at build time outside the
 * style compiler read the very same lists (`@workcraft/design-system/vocabulary`).
 */

/**
 * The names of the design system's one icon set, for blocks, menus and footers that choose an
 * icon by name, and for the components' own interface icons (close, chevrons, the external mark).
 */
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
  // Pictograms of the navigation's menus.
  "building",
  "briefcase",
  "store",
  "medical",
  "truck",
  "boxes",
  "factory",
  "database",
  "chip",
  // The components' interface icons.
  "check",
  "close",
  "menu",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "external",
  "info",
  "warning",
  "error",
  "upvote",
] as const;
export type IconName = (typeof iconNames)[number];

/** The backgrounds of a section's band; every text colour stays at AA contrast on each. */
export const sectionBackgrounds = ["default", "subtle", "brand", "inverse"] as const;
export type SectionBackground = (typeof sectionBackgrounds)[number];
