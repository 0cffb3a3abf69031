import { describe, expect, it } from "vitest";
import { fixtureApp } from "../catalogue/fixtures";
import { FREE_APPS_OF_EVERY_BUNDLE } from "../constants/businessConstants";
import { addAppsToCart, bundleAppIds } from "./addAppsToCart";

const catalogue = [
  fixtureApp("investment-management", "Investment Management", { dependencies: ["deal-flow"] }),
  fixtureApp("deal-flow", "Deal Flow kanban"),
  fixtureApp("dashboards", "Dashboards", { defaultApp: true }),
  fixtureApp("contact-management", "Contact Management", { defaultApp: true }),
  fixtureApp("vc-contact-management", "VC Contact Management", {
    excludes: ["contact-management"],
  }),
  fixtureApp("sms-marketing", "SMS Marketing", { comingSoon: true }),
  fixtureApp("online-surveys", "Online Surveys", { comingSoon: true }),
];

describe("addAppsToCart", () => {
  it("adds apps in order with their dependencies, each once", () => {
    const change = addAppsToCart(
      [],
      ["dashboards", "investment-management", "deal-flow"],
      catalogue,
    );
    expect(change.ok).toBe(true);
    expect(change.items.map((item) => item.id)).toEqual([
      "dashboards",
      "investment-management",
      "deal-flow",
    ]);
    expect(change.message).toBe(
      "Investment Management is connected with one other app, which therefore also have been added to your cart.",
    );
  });

  it("passes over coming-soon apps and names them", () => {
    const one = addAppsToCart([], ["dashboards", "sms-marketing"], catalogue);
    expect(one.items.map((item) => item.id)).toEqual(["dashboards"]);
    expect(one.message).toBe("SMS Marketing is coming soon and was not added.");
    const two = addAppsToCart(
      [],
      ["sms-marketing", "investment-management", "online-surveys"],
      catalogue,
    );
    expect(two.ok).toBe(true);
    expect(two.items.map((item) => item.id)).toEqual(["investment-management", "deal-flow"]);
    expect(two.message).toBe(
      "Investment Management is connected with one other app, which therefore also have been added to your cart. SMS Marketing and Online Surveys are coming soon and were not added.",
    );
  });

  it("adds nothing when one app is refused", () => {
    const change = addAppsToCart(
      [],
      ["contact-management", "deal-flow", "vc-contact-management"],
      catalogue,
    );
    expect(change.ok).toBe(false);
    expect(change.items).toEqual([]);
    expect(change.message).toContain("VC Contact Management cannot be added");
  });
});

describe("bundleAppIds", () => {
  it("lists the free apps first, then the bundle's own, each once", () => {
    const ids = bundleAppIds({
      type: "use-case",
      id: "venture-capital-crm",
      name: "Venture Capital CRM",
      freeAppsIds: [...FREE_APPS_OF_EVERY_BUNDLE],
      bundleAppsIds: ["investment-management", "dashboards"],
    });
    expect(ids).toEqual([
      "dashboards",
      "user-settings",
      "api-integrations",
      "automation-builder",
      "media-cloud",
      "investment-management",
    ]);
  });
});
