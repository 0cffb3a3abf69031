import { describe, expect, it } from "vitest";
import {
  bundleDefinitionSchema,
  cartItemSchema,
  catalogueAppSchema,
  templateSchema,
} from "./catalogueSchema";

const image = { imgUrl: "/a.png", webpUrl: "/a.webp" };

describe("catalogueAppSchema", () => {
  it("accepts Project Updates with specifications and a feature, filling defaults", () => {
    const app = catalogueAppSchema.parse({
      id: "project-updates",
      appId: "project-updates",
      tier: "specialized",
      name: "Project Updates",
      shortDescription: "Channels per project, update templates, daily stand-up check-ins.",
      price: 0,
      specifications: {
        version: 2.7,
        installs: 1875,
        statsGridType: "4-stats",
        tier0: { usage: "up to 100k documents", cost: "free" },
      },
      features: [
        {
          title: "Channels",
          description: "One channel per project.",
          imageUrl: "/f.png",
          webpUrl: "/f.webp",
          xsImg: image,
          smImg: image,
          mdImg: image,
          lgImg: image,
          xlImg: image,
        },
      ],
      marketing: { slug: "project-updates" },
    });
    expect(app.defaultApp).toBe(false);
    expect(app.dependencies).toEqual([]);
    expect(app.specifications?.installs).toBe(1875);
  });

  it("refuses an unknown tier and an unknown stats grid", () => {
    const base = {
      id: "x",
      appId: "x",
      name: "X",
      shortDescription: "X",
      price: 0,
      marketing: { slug: "x" },
    };
    expect(catalogueAppSchema.safeParse({ ...base, tier: "premium" }).success).toBe(false);
    expect(
      catalogueAppSchema.safeParse({
        ...base,
        tier: "enterprise",
        specifications: { version: 1, installs: 1, statsGridType: "6-stats" },
      }).success,
    ).toBe(false);
  });
});

describe("other entity schemas", () => {
  it("accepts a bundle and refuses an unknown bundle type", () => {
    const bundle = {
      type: "use-case",
      id: "venture-capital-crm",
      name: "Venture Capital CRM",
      freeAppsIds: ["dashboards"],
      bundleAppsIds: ["investment-management"],
    };
    expect(bundleDefinitionSchema.safeParse(bundle).success).toBe(true);
    expect(bundleDefinitionSchema.safeParse({ ...bundle, type: "blog" }).success).toBe(false);
  });

  it("refuses a cart item with no quantity", () => {
    expect(cartItemSchema.safeParse({ id: "a", name: "A", quantity: 0 }).success).toBe(false);
    expect(cartItemSchema.safeParse({ id: "a", name: "A", quantity: 1 }).success).toBe(true);
  });

  it("requires a template to be valid", () => {
    const result = templateSchema.safeParse({ id: "t", isValid: false });
    expect(result.success).toBe(false);
  });
});
