import type { ReactNode } from "react";

/** The spec's menu item types: a link, a link that opens a new tab, or a mega-menu. */
export const menuItemTypes = ["item", "blank", "mega-menu"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

/** A link of the menu: `item` opens in place, `blank` opens in a new tab. */
export interface MenuLinkItem {
  /** `item` navigates in place; `blank` opens a new tab. */
  type: "item" | "blank";
  /** The visible label. */
  text: string;
  /** Where it goes; coming-soon entries may have none (they are never links). */
  route?: string;
  /** A decorative icon shown before the label in panels (hidden from assistive technology). */
  icon?: ReactNode;
  /** One line under the label in panels. */
  description?: string;
  /** Not available yet: shown with the "Coming soon" badge and not a link. */
  comingSoon?: boolean;
}

/** A titled column of a mega-menu panel. */
export interface MenuGroup {
  /** The column's heading, e.g. "For companies"; a panel of one list needs none. */
  title?: string;
  /** The column's links. */
  items: MenuLinkItem[];
}

/** A top-level entry that opens a panel of grouped columns. */
export interface MenuMegaMenuItem {
  type: "mega-menu";
  /** The trigger's label. */
  text: string;
  /** Unused by the panel; kept so the spec's data fits the type. */
  route?: string;
  /** A decorative icon (unused at the top level). */
  icon?: ReactNode;
  /** Unused at the top level; kept so the spec's data fits the type. */
  description?: string;
  /** Not available yet: shown with the badge and not openable. */
  comingSoon?: boolean;
  /** The panel's columns, in order. */
  groups: MenuGroup[];
}

/** One entry of the top menu, in the spec's shape. */
export type MenuItem = MenuLinkItem | MenuMegaMenuItem;

/** Whether an entry is a link that can be followed now. */
export function isFollowable(item: MenuLinkItem): item is MenuLinkItem & { route: string } {
  return !item.comingSoon && item.route !== undefined;
}
