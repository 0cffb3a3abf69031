export { MegaMenu } from "./MegaMenu";
export type { MegaMenuProps } from "./MegaMenu";
export * as MegaMenuPrimitive from "./MegaMenuParts";
export { MenuLink } from "./MenuLink";
export type { MenuLinkProps } from "./MenuLink";
export { isFollowable, menuItemTypes } from "./menuItem";
export type { MenuGroup, MenuItem, MenuItemType, MenuLinkItem, MenuMegaMenuItem } from "./menuItem";
