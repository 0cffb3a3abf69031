/**
 * The spec's menu item (type, text, route, icon, description, comingSoon), defined here once:
 * the menus draw it, and the site writes its menus in this type (`site/app/navigation`).
 * `item` is a link that opens in place, `blank` a link that opens in a new tab, `mega-menu` an
 * entry that opens a panel of grouped links.
 */
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
  /** The name of a navigation icon shown before the label in panels (see `iconNames`). */
  icon?: string;
  /** One line under the label in panels. */
  description?: string;
  /** Not available yet: shown with the "Coming soon" badge and not a link. */
  comingSoon?: boolean;
  /** The badge's words in the page's language (the spec's "Coming soon" if none). */
  comingSoonLabel?: string;
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
  /** Always `mega-menu`. */
  type: "mega-menu";
  /** The trigger's label. */
  text: string;
  /** A page about the whole group (the panel itself does not link it). */
  route?: string;
  /** The name of a navigation icon (unused at the top level). */
  icon?: string;
  /** Unused at the top level; kept so every item has the spec's fields. */
  description?: string;
  /** Not available yet: shown with the badge and not openable. */
  comingSoon?: boolean;
  /** The badge's words in the page's language (the spec's "Coming soon" if none). */
  comingSoonLabel?: string;
  /** The panel's columns, in order. */
  groups: MenuGroup[];
}

/** One entry of the top menu, in the spec's shape. */
export type MenuItem = MenuLinkItem | MenuMegaMenuItem;

/** Whether an entry is a link that can be followed now. */
export function isFollowable(item: MenuLinkItem): item is MenuLinkItem & { route: string } {
  return !item.comingSoon && item.route !== undefined;
}
