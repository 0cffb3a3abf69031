import type { HeadingLevel } from "../typography/Heading";

/** A link that looks like a button: its visible label and its destination. */
export interface MarketingAction {
  /** The button's text, which names where it leads. */
  label: string;
  /** A path inside the site or a full URL. */
  href: string;
}

/** Page backgrounds a content block may sit on; both keep every text colour at WCAG AA. */
export const blockBackgrounds = ["default", "subtle"] as const;
export type BlockBackground = (typeof blockBackgrounds)[number];

/** Levels a block's own heading may take, leaving room for its items one level below. */
export const blockHeadingLevels = [1, 2, 3] as const;
export type BlockHeadingLevel = (typeof blockHeadingLevels)[number];

/** The level of the headings inside a block whose heading has `level`. */
export function itemHeadingLevel(level: BlockHeadingLevel): HeadingLevel {
  return (level + 1) as HeadingLevel;
}
