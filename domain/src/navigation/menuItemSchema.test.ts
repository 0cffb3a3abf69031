import { describe, expect, it } from "vitest";
import { menuItemSchema, type MenuItemData } from "./menuItemSchema";

describe("menuItemSchema", () => {
  it("accepts a link that opens in place and one that opens in a new tab", () => {
    const pricing = { type: "item", text: "Pricing", route: "/pricing" } as const;
    const docs = {
      type: "blank",
      text: "Documentation",
      route: "https://docs.example.com",
      icon: "book",
      description: "Guides and reference",
    } as const;
    expect(menuItemSchema.parse(pricing)).toEqual(pricing);
    expect(menuItemSchema.parse(docs)).toEqual(docs);
  });

  it("refuses a blank entry without text: blank is a new-tab link, not a spacer", () => {
    expect(menuItemSchema.safeParse({ type: "blank" }).success).toBe(false);
    expect(menuItemSchema.safeParse({ type: "blank", text: "", route: "/x" }).success).toBe(false);
  });

  it("needs a route on a link unless it is coming soon", () => {
    const noRoute = menuItemSchema.safeParse({ type: "item", text: "Roadmap" });
    expect(noRoute.success).toBe(false);
    expect(noRoute.error?.issues[0]).toMatchObject({
      path: ["route"],
      message: "A menu link needs a route unless it is coming soon",
    });
    expect(
      menuItemSchema.safeParse({ type: "item", text: "Roadmap", comingSoon: true }).success,
    ).toBe(true);
  });

  it("accepts a mega-menu of grouped links, and refuses one without groups", () => {
    const products: MenuItemData = {
      type: "mega-menu",
      text: "Products",
      groups: [
        {
          title: "For companies",
          items: [
            { type: "item", text: "Startups", route: "/products-startups", icon: "rocket" },
            { type: "item", text: "Marketplace", comingSoon: true },
          ],
        },
      ],
    };
    expect(menuItemSchema.parse(products)).toEqual(products);
    expect(menuItemSchema.safeParse({ type: "mega-menu", text: "Products" }).success).toBe(false);
    expect(
      menuItemSchema.safeParse({ type: "mega-menu", text: "Products", groups: [] }).success,
    ).toBe(false);
  });

  it("names icons by string and refuses unknown types and fields", () => {
    expect(
      menuItemSchema.safeParse({ type: "item", text: "A", route: "/a", icon: { svg: "<svg/>" } })
        .success,
    ).toBe(false);
    expect(menuItemSchema.safeParse({ type: "spacer", text: "A", route: "/a" }).success).toBe(
      false,
    );
    expect(
      menuItemSchema.safeParse({ type: "item", text: "A", route: "/a", href: "/b" }).success,
    ).toBe(false);
  });
});
