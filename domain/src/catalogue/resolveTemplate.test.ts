import { describe, expect, it } from "vitest";
import { cartSummary, templatePricing } from "../pricing/templatePricing";
import { templateSchema } from "./catalogueSchema";
import { fixtureApp } from "./fixtures";
import { TEMPLATE_BUILDER_PLANS, resolveTemplate } from "./resolveTemplate";

const catalogue = [
  fixtureApp("products", "Products"),
  fixtureApp("sales-quotes", "Sales Quotes"),
  fixtureApp("lead-management", "Lead Management", { comingSoon: true }),
];

const declaration = {
  id: "template-b2b-commerce-with-gpo",
  appIds: ["lead-management", "products", "sales-quotes"],
  pricing: templatePricing(39_900),
  cartSummary: cartSummary(39_900, 31),
  info: { name: "Distribution Management" },
  modelProjectId: "model-gpo",
};

describe("resolveTemplate", () => {
  it("resolves apps in appIds order and the model project by id", () => {
    const modelProject = { active: true, id: "model-gpo", docId: "doc-1", planId: "builder1" };
    const template = resolveTemplate(declaration, catalogue, [modelProject]);
    expect(template.apps?.map((app) => app.id)).toEqual([
      "lead-management",
      "products",
      "sales-quotes",
    ]);
    expect(template.modelProject).toEqual(modelProject);
    expect(template.isValid).toBe(true);
    expect(templateSchema.safeParse(template).success).toBe(true);
  });

  it("leaves the model project out when none matches", () => {
    expect(resolveTemplate(declaration, catalogue).modelProject).toBeUndefined();
  });

  it("throws on an app the catalogue does not know", () => {
    expect(() =>
      resolveTemplate({ ...declaration, appIds: ["products", "ndc-management"] }, catalogue),
    ).toThrow('lists the app "ndc-management"');
  });

  it("pairs templates with the spec's plans", () => {
    expect(TEMPLATE_BUILDER_PLANS["backoffice-for-startups"]).toBe("builder0");
    expect(TEMPLATE_BUILDER_PLANS["template-b2b-commerce"]).toBe("builder1");
  });
});
