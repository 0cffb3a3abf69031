import { z } from "zod";

/*
 * The spec's menu item (section 3): type, text, route, icon, description, comingSoon. This schema
 * is the one definition of a menu entry; the design system's menus take the same shape.
 */

/**
 * What a menu entry does: `item` is a link that opens in place, `blank` a link that opens in a
 * new tab (the `target="_blank"` it is named after), `mega-menu` a trigger that opens a panel of
 * grouped links.
 */
export const menuItemTypeSchema = z.enum(["item", "blank", "mega-menu"]);
export type MenuItemType = z.infer<typeof menuItemTypeSchema>;

/** The fields every entry of a menu has. */
const menuEntryFields = {
  /** The visible label. */
  text: z.string().min(1),
  /** Where it leads: a path of the site, or a full URL; coming-soon entries may have none. */
  route: z.string().min(1).optional(),
  /** The name of an icon of the design system, shown before the label in panels. */
  icon: z.string().min(1).optional(),
  /** One line under the label in panels. */
  description: z.string().min(1).optional(),
  /** Not available yet: marked "Coming soon" and never a link. */
  comingSoon: z.boolean().optional(),
};

/** A link of a menu, opening in place (`item`) or in a new tab (`blank`). */
export const menuLinkSchema = z
  .strictObject({ type: z.enum(["item", "blank"]), ...menuEntryFields })
  .refine((link) => link.comingSoon === true || link.route !== undefined, {
    message: "A menu link needs a route unless it is coming soon",
    path: ["route"],
  });
export type MenuLinkData = z.infer<typeof menuLinkSchema>;

/** A column of a mega-menu's panel: an optional heading over its links. */
export const menuGroupSchema = z.strictObject({
  /** The column's heading, e.g. "For companies"; a panel of one list needs none. */
  title: z.string().min(1).optional(),
  /** The column's links, in order. */
  items: z.array(menuLinkSchema).min(1),
});
export type MenuGroupData = z.infer<typeof menuGroupSchema>;

/** A top-level entry that opens a panel of grouped links. */
export const megaMenuSchema = z.strictObject({
  type: z.literal("mega-menu"),
  ...menuEntryFields,
  /** The panel's columns, in order. */
  groups: z.array(menuGroupSchema).min(1),
});
export type MegaMenuData = z.infer<typeof megaMenuSchema>;

/** One entry of a menu: a link or a mega-menu. */
export const menuItemSchema = z.discriminatedUnion("type", [menuLinkSchema, megaMenuSchema]);
export type MenuItemData = z.infer<typeof menuItemSchema>;
