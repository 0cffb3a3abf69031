import type { BlockBackground, IconName } from "@workcraft/design-system";
import type { blockBackgrounds, iconNames } from "./blockFields";

/*
 * The block schemas name icons and backgrounds without importing the design system (they run
 * at build time, outside the style compiler). These types fail to compile when either list
 * drifts from the design system's.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const iconNamesMatch: Same<(typeof iconNames)[number], IconName> = true;
export const backgroundsMatch: Same<(typeof blockBackgrounds)[number], BlockBackground> = true;
