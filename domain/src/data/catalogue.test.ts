import { describe, expect, it } from "vitest";
import { addAppsToCart, bundleAppIds } from "../cart/addAppsToCart";
import { transitiveDependencies } from "../cart/cartRules";
import {
  builderPlanSchema,
  bundleDefinitionSchema,
  catalogueAppSchema,
  modelProjectSchema,
  pricedItemSchema,
  storeAppSchema,
  templateSchema,
  type CatalogueApp,
} from "../catalogue/catalogueSchema";
import { TEMPLATE_BUILDER_PLANS } from "../catalogue/resolveTemplate";
import { FREE_APPS_OF_EVERY_BUNDLE, PRICED_ITEM_NAMES } from "../constants/businessConstants";
import { pricedItemByName } from "../pricing/pricedItems";
import { COMING_SOON_APP_KEYS, initialRoadmapVotes } from "../votes/roadmapVote";
import { roadmapItemSchema } from "../votes/roadmapVoteSchema";
import { BUILDER_PLANS } from "./builderPlans";
import { BUNDLES } from "./bundles";
import {
  CATALOGUE,
  CATALOGUE_APPS,
  TEMPLATES,
  appBySlug,
  storeApps,
  templateBuilderPlan,
  templateById,
  visibleBuilderPlans,
} from "./catalogue";
import { LICENCE_PRICE_LIST } from "./licencePrices";
import { MODEL_PROJECTS } from "./modelProjects";
import { ROADMAP_ITEMS } from "./roadmap";
import { B2B_COMMERCE_APP_IDS } from "./templates";

const appIds = new Set(CATALOGUE_APPS.map((app) => app.id));
const app = (id: string): CatalogueApp => {
  const found = CATALOGUE.get(id);
  if (!found) throw new Error(`no app ${id}`);
  return found;
};
const missing = (ids: readonly string[]) => ids.filter((id) => !appIds.has(id));

describe("the catalogue's apps", () => {
  it("all match the app schema, with nothing added or dropped by parsing", () => {
    for (const entry of CATALOGUE_APPS) {
      expect(catalogueAppSchema.parse(entry), entry.id).toEqual(entry);
    }
  });

  it("have unique ids and unique, URL-safe slugs", () => {
    expect(appIds.size).toBe(CATALOGUE_APPS.length);
    const slugs = CATALOGUE_APPS.map((entry) => entry.marketing.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);
    for (const entry of CATALOGUE_APPS) expect(appBySlug(entry.marketing.slug)).toBe(entry);
  });

  it("name only apps that exist in dependencies, exclusions and recommendations", () => {
    for (const entry of CATALOGUE_APPS) {
      expect(missing(entry.dependencies), `${entry.id} dependencies`).toEqual([]);
      expect(missing(entry.excludes), `${entry.id} excludes`).toEqual([]);
      const featured = entry.specifications?.recommendedWith?.featuredApp;
      if (featured) expect(missing([featured]), `${entry.id} recommends`).toEqual([]);
      if (entry.dependenciesBundleId) {
        expect(BUNDLES.map((bundle) => bundle.id)).toContain(entry.dependenciesBundleId);
      }
    }
  });

  it("never depend, even through other apps, on an app they exclude or that excludes them", () => {
    for (const entry of CATALOGUE_APPS) {
      const found = transitiveDependencies(entry, CATALOGUE);
      if (!("apps" in found)) throw new Error(`${entry.id} names ${found.unknownId}`);
      for (const dependency of found.apps) {
        expect(entry.excludes, `${entry.id} excludes its dependency`).not.toContain(dependency.id);
        expect(dependency.excludes, `${dependency.id} excludes ${entry.id}`).not.toContain(
          entry.id,
        );
      }
      const ids = found.apps.map((dependency) => dependency.id);
      for (const dependency of found.apps) {
        const clash = dependency.excludes.filter((id) => ids.includes(id));
        expect(clash, `${entry.id} brings apps excluding each other`).toEqual([]);
      }
    }
  });

  it("never let an app that can be bought depend on one that is coming soon", () => {
    for (const entry of CATALOGUE_APPS.filter((candidate) => !candidate.comingSoon)) {
      const found = transitiveDependencies(entry, CATALOGUE);
      if (!("apps" in found)) throw new Error(`${entry.id} names ${found.unknownId}`);
      expect(found.apps.filter((dependency) => dependency.comingSoon)).toEqual([]);
    }
  });

  it("are voted for as coming soon exactly when the catalogue says they are coming soon", () => {
    const comingSoon = CATALOGUE_APPS.filter((entry) => entry.comingSoon).map((entry) => entry.id);
    expect(comingSoon.sort()).toEqual([...COMING_SOON_APP_KEYS]);
  });

  it("hold every app of the spec's marketing table with its flags and price", () => {
    const table: [id: string, name: string, flags: Partial<CatalogueApp>][] = [
      ["kanban-board", "Kanban", { comingSoon: false, price: 0 }],
      ["project-updates", "Project Updates", { price: 0 }],
      ["to-do-lists", "To-Do Lists", { price: 0 }],
      ["investment-management", "Investment Management", { price: 299 }],
      ["fund-management", "Fund Management", { price: 299 }],
      ["deal-flow", "Deal Flow", { price: 0 }],
      ["portfolio-kanban", "Portfolio Kanban", { price: 0 }],
      ["fundraising-for-funds", "Fundraising for Funds", { price: 0 }],
      ["email-marketing", "Email Marketing", { price: 0 }],
      ["sms-marketing", "SMS Marketing", { comingSoon: true, price: 0 }],
      ["whatsapp-marketing", "WhatsApp Marketing", { comingSoon: true, price: 0 }],
      ["online-surveys", "Online Surveys", { comingSoon: true, price: 0 }],
      ["dashboards", "Dashboards", { defaultApp: true, price: 0 }],
      ["user-settings", "User Settings", { defaultApp: true, price: 0 }],
      ["api-integrations", "API Integrations", { defaultApp: true, price: 0 }],
      ["contact-management", "Contact Management", { defaultApp: true, price: 0 }],
      ["automation-builder", "Automation Builder", { defaultApp: true, price: 0 }],
      ["media-cloud", "Media Cloud CDN", { defaultApp: true, price: 0 }],
      ["vc-contact-management", "VC Contact Management", { price: 0 }],
    ];
    for (const [id, name, flags] of table) {
      expect(app(id), id).toMatchObject({ name, ...flags });
    }
    expect(app("vc-contact-management").excludes).toContain("contact-management");
    expect(CATALOGUE_APPS.filter((entry) => entry.defaultApp).map((entry) => entry.id)).toEqual([
      "dashboards",
      "user-settings",
      "api-integrations",
      "contact-management",
      "automation-builder",
      "media-cloud",
    ]);
  });

  it("keep the spec's versions, install counts and usage tiers", () => {
    expect(app("project-updates").specifications).toMatchObject({ version: 2.7, installs: 1875 });
    expect(app("to-do-lists").specifications).toMatchObject({ version: 1.9, installs: 1224 });
    expect(app("dashboards").specifications).toMatchObject({ version: 5.1, installs: 4265 });
    expect(app("contact-management").specifications).toMatchObject({
      version: 4.9,
      installs: 5282,
      statsGridType: "5-stats-priced",
      tier0: { usage: "under 5k contacts", cost: "Free" },
      tier1: { usage: "from 5k to 500k contacts", cost: "$10 per 5k contacts" },
      tier2: { usage: "above 500k contacts", cost: "Enterprise" },
    });
    expect(app("media-cloud").specifications).toMatchObject({
      tier0: { usage: "1 GB", cost: "Free" },
      tier1: { usage: "from 5 to 100 GB", cost: "$7 per GB" },
      tier2: { usage: "above 100 GB", cost: "Enterprise" },
    });
    expect(app("kanban-board").specifications).toMatchObject({
      tier0: { usage: "up to 100k documents", cost: "Free" },
      tier1: { usage: "above 100k documents", cost: "Enterprise" },
    });
    for (const entry of CATALOGUE_APPS.filter((candidate) => candidate.defaultApp)) {
      expect(entry.specifications?.recommendedWith, entry.id).toEqual({
        featuredApp: "to-do-lists",
        numberOfOtherApps: 6,
      });
    }
  });

  it("hold the commerce template's 15 apps in order, lead management coming soon", () => {
    expect(B2B_COMMERCE_APP_IDS).toHaveLength(15);
    expect(missing(B2B_COMMERCE_APP_IDS)).toEqual([]);
    expect(app("lead-management").comingSoon).toBe(true);
    const comingSoon = B2B_COMMERCE_APP_IDS.filter((id) => app(id).comingSoon);
    expect(comingSoon).toEqual(["lead-management"]);
  });

  it("hold the NDC Healthcare enterprise app at 899", () => {
    const ndc = CATALOGUE_APPS.filter((entry) => entry.name.includes("NDC Healthcare"));
    expect(ndc).toHaveLength(1);
    expect(ndc[0]).toMatchObject({ tier: "enterprise", price: 899 });
  });

  it("give every app its texts and three features with five image variants", () => {
    for (const entry of CATALOGUE_APPS) {
      expect(entry.shortDescription.length, `${entry.id} short`).toBeLessThanOrEqual(90);
      expect(entry.description?.length ?? 0, `${entry.id} description`).toBeGreaterThanOrEqual(110);
      expect(entry.description?.length ?? 0, `${entry.id} description`).toBeLessThanOrEqual(159);
      expect(entry.fullDescription?.split("\n\n").length, entry.id).toBeGreaterThanOrEqual(2);
      expect(entry.altTextImage, entry.id).toBeTruthy();
      expect(entry.clearTagDescription).not.toMatch(/[<>]/u);
      expect(entry.features, entry.id).toHaveLength(3);
      for (const feature of entry.features) {
        expect(feature.xsImg.webpUrl).toMatch(/-xs\.webp$/u);
        expect(feature.smImg.imgUrl).toMatch(/-sm\.jpg$/u);
        expect(feature.mdImg.imgUrl).toMatch(/-md\.jpg$/u);
        expect(feature.lgImg.imgUrl).toMatch(/-lg\.jpg$/u);
        expect(feature.xlImg.webpUrl).toMatch(/-xl\.webp$/u);
      }
      if (!entry.comingSoon) expect(entry.specifications, entry.id).toBeDefined();
    }
  });

  it("list every app in the store as id, slug and name", () => {
    const store = storeApps();
    expect(store).toHaveLength(CATALOGUE_APPS.length);
    for (const storeApp of store) expect(storeAppSchema.parse(storeApp)).toEqual(storeApp);
  });
});

describe("the bundles", () => {
  it("match the schema, carry the spec's ids and the free apps common to all", () => {
    for (const bundle of BUNDLES) expect(bundleDefinitionSchema.parse(bundle)).toEqual(bundle);
    const ids = BUNDLES.map((bundle) => bundle.id);
    for (const id of [
      "marketing-automation",
      "project-management-and-productivity",
      "venture-capital-crm",
      "wholesale-and-vendor-collaboration",
      "capital-management",
      "b2b-ecommerce",
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(BUNDLES.some((bundle) => bundle.type === "case-study")).toBe(true);
    for (const bundle of BUNDLES) expect(bundle.freeAppsIds).toEqual(FREE_APPS_OF_EVERY_BUNDLE);
  });

  it("name only apps that exist, and each fits in one cart", () => {
    for (const bundle of BUNDLES) {
      expect(missing(bundleAppIds(bundle)), bundle.id).toEqual([]);
      const change = addAppsToCart([], bundleAppIds(bundle), CATALOGUE);
      expect(change.ok, `${bundle.id}: ${change.message ?? ""}`).toBe(true);
      const left = bundleAppIds(bundle).filter(
        (id) => !change.items.some((item) => item.id === id),
      );
      expect(
        left.every((id) => app(id).comingSoon),
        bundle.id,
      ).toBe(true);
    }
  });
});

describe("the builder plans and model projects", () => {
  it("carry the spec's prices, with Startup hidden", () => {
    for (const plan of BUILDER_PLANS) expect(builderPlanSchema.parse(plan)).toEqual(plan);
    expect(BUILDER_PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.hidden])).toEqual([
      ["builder0", "Startup", 299, true],
      ["builder1", "Standard", 899, false],
      ["builder2", "Advanced", 2299, false],
    ]);
    expect(visibleBuilderPlans().map((plan) => plan.id)).toEqual(["builder1", "builder2"]);
    for (const plan of BUILDER_PLANS) {
      expect(plan.currency).toBe("USD");
      expect(plan.checkoutPageInfo.planSelectedName).toBe(plan.name);
      expect(plan.checkoutItems.length).toBeGreaterThan(0);
    }
  });

  it("copy each plan's workspace from a model project on that plan", () => {
    for (const project of MODEL_PROJECTS) {
      expect(modelProjectSchema.parse(project)).toEqual(project);
    }
    for (const plan of BUILDER_PLANS) {
      expect(MODEL_PROJECTS.find((project) => project.id === plan.projectId)?.planId).toBe(plan.id);
    }
  });
});

describe("the licence prices and priced items", () => {
  it("hold the spec's prices and find the managed items by name", () => {
    for (const item of LICENCE_PRICE_LIST) expect(pricedItemSchema.parse(item)).toEqual(item);
    expect(LICENCE_PRICE_LIST.map((item) => [item.name, item.price])).toEqual([
      ["Managed License", 600],
      ["Builder License", 2000],
      ["Builder User", 149],
      ["Managed Workspace User", 12],
      ["Managed Workspace Guest User", 1],
      ["Managed Documents", 12],
      ["Managed Storage", 9],
      ["GPO Contracts App", 900],
    ]);
    for (const name of Object.values(PRICED_ITEM_NAMES)) {
      expect(pricedItemByName(LICENCE_PRICE_LIST, name).name).toBe(name);
    }
  });
});

describe("the templates", () => {
  it("resolve to valid templates with their apps in order and their model project", () => {
    for (const template of TEMPLATES) {
      expect(templateSchema.parse(template)).toEqual(template);
      expect(template.isValid).toBe(true);
      expect(template.apps?.map((entry) => entry.id)).toEqual(template.appIds);
      expect(template.cartSummary.appsIncluded).toBe(template.appIds.length);
      const planId = TEMPLATE_BUILDER_PLANS[template.id as keyof typeof TEMPLATE_BUILDER_PLANS];
      expect(planId, template.id).toBeDefined();
      expect(template.modelProject?.planId, template.id).toBe(planId);
    }
    const keys = TEMPLATES.map((template) => `${template.id}/${template.variantId ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("need no app outside the template but the default apps", () => {
    const defaults = CATALOGUE_APPS.filter((entry) => entry.defaultApp).map((entry) => entry.id);
    for (const template of TEMPLATES) {
      const present = new Set([...template.appIds, ...defaults]);
      for (const id of template.appIds) {
        const outside = app(id).dependencies.filter((dependency) => !present.has(dependency));
        expect(outside, `${template.id}: ${id}`).toEqual([]);
      }
    }
  });

  it("offer the commerce template with the spec's 15 apps on the Standard plan", () => {
    const template = templateById("template-b2b-commerce");
    expect(template?.appIds).toEqual(B2B_COMMERCE_APP_IDS);
    expect(templateBuilderPlan("template-b2b-commerce").name).toBe("Standard");
    expect(templateBuilderPlan("backoffice-for-startups").name).toBe("Startup");
  });

  it("offer the GPO variant at 394, 399 and 499 a month with 31 apps, yearly 12 × monthly", () => {
    const variants = TEMPLATES.filter(
      (template) => template.id === "template-b2b-commerce-with-gpo",
    );
    expect(
      variants.map((template) => [
        template.info.name,
        template.pricing.pricePerMonth,
        template.pricing.formattedPricePerMonth,
      ]),
    ).toEqual([
      ["Distribution Management", 394, "$394"],
      ["Distribution Management", 399, "$399"],
      ["ERP on AI auto-pilot", 499, "$499"],
    ]);
    for (const template of variants) {
      expect(template.appIds).toHaveLength(31);
      expect(new Set(template.appIds).size).toBe(31);
      expect(template.cartSummary.appsIncluded).toBe(31);
      expect(template.pricing.currency).toBe("USD");
      expect(template.pricing.price).toBe(template.pricing.pricePerMonth * 12);
    }
    expect(
      templateById("template-b2b-commerce-with-gpo", "erp-on-ai-auto-pilot-499")?.cartSummary,
    ).toMatchObject({ totalMonthlyCost: "$499", totalYearlyCost: "$5,988" });
  });
});

describe("the roadmap", () => {
  it("starts with the spec's votes, nobody having voted", () => {
    expect(Object.fromEntries(ROADMAP_ITEMS.map((item) => [item.key, item.votes]))).toEqual({
      eSignature: 250,
      "document-management": 140,
      "e-learning": 168,
      "employee-satisfaction": 23,
      "feedback-survey": 51,
      recruitment: 68,
      employees: 120,
    });
    const records = initialRoadmapVotes();
    for (const key of COMING_SOON_APP_KEYS)
      expect(records[key]).toEqual({ votes: 0, wasVoted: false });
    for (const item of ROADMAP_ITEMS) {
      expect(roadmapItemSchema.parse(item)).toEqual(item);
      expect(records[item.key]).toEqual({ votes: item.votes, wasVoted: false });
      expect(item.name).toBeTruthy();
      expect(item.description).toBeTruthy();
    }
  });
});
