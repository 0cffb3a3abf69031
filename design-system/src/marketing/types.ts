import { sectionBackgrounds, type SectionBackground } from "../layout/Section";
import type { HeadingLevel } from "../typography/Heading";

/** A link that looks like a button: its visible label and its destination. */
export interface MarketingAction {
  /** The button's text, which names where it leads. */
  label: string;
  /** A path inside the site or a full URL. */
  href: string;
}

/** Backgrounds a content block's band may take: every Section background, since a block is one. */
export const blockBackgrounds = sectionBackgrounds;
export type BlockBackground = SectionBackground;

/** Levels a block's own heading may take, leaving room for its items one level below. */
export const blockHeadingLevels = [1, 2, 3] as const;
export type BlockHeadingLevel = (typeof blockHeadingLevels)[number];

const levelBelow = { 1: 2, 2: 3, 3: 4, 4: 4 } as const satisfies Record<HeadingLevel, HeadingLevel>;

/**
 * The level of the headings inside a block (or an item) whose own heading has `headingLevel`:
 * one below, and never deeper than h4.
 */
export function itemHeadingLevel<L extends HeadingLevel>(headingLevel: L): (typeof levelBelow)[L] {
  return levelBelow[headingLevel];
}
