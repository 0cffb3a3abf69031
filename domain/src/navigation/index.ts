export {
  megaMenuSchema,
  menuGroupSchema,
  menuItemSchema,
  menuItemTypeSchema,
  menuLinkSchema,
  type MegaMenuData,
  type MenuGroupData,
  type MenuItemData,
  type MenuItemType,
  type MenuLinkData,
} from "./menuItemSchema";
