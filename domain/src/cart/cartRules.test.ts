import { describe, expect, it } from "vitest";
import type { CartItem } from "../catalogue/catalogueSchema";
import { fixtureApp } from "../catalogue/fixtures";
import {
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  addAppToCart,
  checkCheckout,
  removeAppFromCart,
} from "./cartRules";

const catalogue = [
  fixtureApp("investment-management", "Investment Management", {
    price: 299,
    dependencies: ["deal-flow"],
  }),
  fixtureApp("fund-management", "Fund Management", {
    price: 299,
    dependencies: ["deal-flow", "portfolio-kanban"],
  }),
  fixtureApp("deal-flow", "Deal Flow kanban"),
  fixtureApp("portfolio-kanban", "Portfolio Kanban"),
  // A chain A → B → C.
  fixtureApp("a", "App A", { dependencies: ["b"] }),
  fixtureApp("b", "App B", { dependencies: ["c"] }),
  fixtureApp("c", "App C"),
  // A cycle X → Y → X.
  fixtureApp("x", "App X", { dependencies: ["y"] }),
  fixtureApp("y", "App Y", { dependencies: ["x"] }),
  fixtureApp("contact-management", "Contact Management", { defaultApp: true }),
  fixtureApp("dashboards", "Dashboards", { defaultApp: true }),
  fixtureApp("vc-contact-management", "VC Contact Management", {
    excludes: ["contact-management"],
  }),
  fixtureApp("vc-crm", "VC CRM", { dependencies: ["vc-contact-management"] }),
  fixtureApp("broken", "Broken", { dependencies: ["missing"] }),
  fixtureApp("lead-management", "Lead Management", { comingSoon: true }),
  fixtureApp("lead-scoring", "Lead Scoring", { dependencies: ["lead-management"] }),
  fixtureApp("vc-suite", "VC Suite", { dependencies: ["b", "vc-contact-management"] }),
  fixtureApp("needs-contacts", "Needs Contacts", {
    dependencies: ["contact-management", "vc-contact-management"],
  }),
];

const item = (id: string, name: string): CartItem => ({ id, name, quantity: 1 });

describe("addAppToCart", () => {
  it("adds an app without dependencies and says nothing", () => {
    const change = addAppToCart([], "c", catalogue);
    expect(change).toEqual({
      ok: true,
      items: [item("c", "App C")],
      added: [expect.objectContaining({ id: "c" })],
    });
  });

  it("adds one dependency with the singular message", () => {
    const change = addAppToCart([], "investment-management", catalogue);
    expect(change.ok).toBe(true);
    expect(change.items.map((i) => i.id)).toEqual(["investment-management", "deal-flow"]);
    expect(change.message).toBe(
      "Investment Management is connected with one other app, which therefore also have been added to your cart.",
    );
  });

  it("adds two dependencies with the plural message", () => {
    const change = addAppToCart([], "fund-management", catalogue);
    expect(change.items.map((i) => i.id)).toEqual([
      "fund-management",
      "deal-flow",
      "portfolio-kanban",
    ]);
    expect(change.message).toBe(
      "Fund Management is connected with 2 other apps, which therefore also have been added to your cart.",
    );
  });

  it("counts only dependencies not already in the cart", () => {
    const cart = [item("deal-flow", "Deal Flow kanban")];
    const change = addAppToCart(cart, "fund-management", catalogue);
    expect(change.items.map((i) => i.id)).toEqual([
      "deal-flow",
      "fund-management",
      "portfolio-kanban",
    ]);
    expect(change.message).toContain("connected with one other app");
    expect(cart).toHaveLength(1);
  });

  it("follows a chain A → B → C", () => {
    const change = addAppToCart([], "a", catalogue);
    expect(change.items.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(change.message).toBe(
      "App A is connected with 2 other apps, which therefore also have been added to your cart.",
    );
  });

  it("ends on a cycle of dependencies", () => {
    const change = addAppToCart([], "x", catalogue);
    expect(change.items.map((i) => i.id)).toEqual(["x", "y"]);
    expect(change.message).toContain("connected with one other app");
  });

  it("leaves the cart unchanged when the app is in it already", () => {
    const cart = [item("c", "App C")];
    const change = addAppToCart(cart, "c", catalogue);
    expect(change).toEqual({ ok: true, items: cart, added: [] });
  });

  it("refuses an app that excludes one in the cart, naming both", () => {
    const cart = [item("contact-management", "Contact Management")];
    const change = addAppToCart(cart, "vc-contact-management", catalogue);
    expect(change.ok).toBe(false);
    expect(change.items).toBe(cart);
    expect(change.message).toBe(
      "VC Contact Management cannot be added because it cannot be used together with Contact Management, which is already in your cart. Remove Contact Management first to add VC Contact Management.",
    );
  });

  it("refuses an app excluded by one in the cart", () => {
    const cart = [item("vc-contact-management", "VC Contact Management")];
    const change = addAppToCart(cart, "contact-management", catalogue);
    expect(change.ok).toBe(false);
    expect(change.message).toContain("Contact Management cannot be added");
    expect(change.message).toContain("VC Contact Management, which is already in your cart");
  });

  it("refuses an app whose dependency excludes one in the cart", () => {
    const cart = [item("contact-management", "Contact Management")];
    const change = addAppToCart(cart, "vc-crm", catalogue);
    expect(change).toEqual({
      ok: false,
      items: cart,
      message:
        "VC CRM cannot be added because it needs VC Contact Management, which cannot be used together with Contact Management.",
      notices: [
        {
          kind: "dependency-exclusion",
          adding: "VC CRM",
          needed: "VC Contact Management",
          other: "Contact Management",
        },
      ],
    });
  });

  it("refuses an addition that would bring two apps excluding each other", () => {
    const change = addAppToCart([], "needs-contacts", catalogue);
    expect(change.ok).toBe(false);
    expect(change.items).toEqual([]);
    expect(change.message).toBe(
      "Needs Contacts cannot be added because it needs Contact Management, which cannot be used together with VC Contact Management.",
    );
    expect(addAppToCart([], "vc-suite", catalogue).ok).toBe(true);
  });

  it("refuses a coming-soon app, and an app that needs one, naming it", () => {
    const refused = addAppToCart([], "lead-management", catalogue);
    expect(refused).toEqual({
      ok: false,
      items: [],
      message: "Lead Management is coming soon and cannot be added to your cart yet.",
      notices: [{ kind: "coming-soon", app: "Lead Management" }],
    });
    const needsIt = addAppToCart([], "lead-scoring", catalogue);
    expect(needsIt.ok).toBe(false);
    expect(needsIt.message).toBe(
      "Lead Management is coming soon and cannot be added to your cart yet.",
    );
  });

  it("refuses an unknown app and an unknown dependency", () => {
    expect(addAppToCart([], "nope", catalogue).message).toBe(
      'The app "nope" is not in the catalogue.',
    );
    expect(addAppToCart([], "broken", catalogue).ok).toBe(false);
  });

  it("accepts the catalogue as a map", () => {
    const byId = new Map(catalogue.map((app) => [app.id, app]));
    expect(addAppToCart([], "a", byId).items).toHaveLength(3);
  });
});

describe("removeAppFromCart", () => {
  it("removes an app nothing depends on", () => {
    const cart = [item("a", "App A"), item("b", "App B"), item("c", "App C")];
    const change = removeAppFromCart(cart, "a", catalogue);
    expect(change.ok).toBe(true);
    expect(change.items.map((i) => i.id)).toEqual(["b", "c"]);
    expect(cart).toHaveLength(3);
  });

  it("refuses to remove an app others depend on, naming them", () => {
    const cart = [
      item("investment-management", "Investment Management"),
      item("fund-management", "Fund Management"),
      item("deal-flow", "Deal Flow kanban"),
    ];
    const change = removeAppFromCart(cart, "deal-flow", catalogue);
    expect(change).toEqual({
      ok: false,
      items: cart,
      message:
        "Deal Flow kanban cannot be removed because Investment Management and Fund Management depend on it. Remove those apps first.",
      notices: [
        {
          kind: "dependants",
          removing: "Deal Flow kanban",
          dependants: ["Investment Management", "Fund Management"],
        },
      ],
    });
  });

  it("names a single dependant in the singular", () => {
    const cart = [item("b", "App B"), item("c", "App C")];
    expect(removeAppFromCart(cart, "c", catalogue).message).toBe(
      "App C cannot be removed because App B depends on it. Remove that app first.",
    );
  });
});

describe("checkCheckout", () => {
  it("refuses an empty cart", () => {
    expect(checkCheckout([], catalogue)).toEqual({
      ok: false,
      reason: "empty-cart",
      message: EMPTY_CART_MESSAGE,
    });
  });

  it("refuses a cart of only default apps with the spec's message", () => {
    const cart = [
      item("dashboards", "Dashboards"),
      item("contact-management", "Contact Management"),
    ];
    expect(checkCheckout(cart, catalogue)).toEqual({
      ok: false,
      reason: "only-default-apps",
      message:
        "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.",
    });
    expect(ONLY_DEFAULT_APPS_MESSAGE).toContain("default-apps");
  });

  it("lets a cart with a non-default app check out", () => {
    const cart = [item("dashboards", "Dashboards"), item("c", "App C")];
    expect(checkCheckout(cart, catalogue)).toEqual({ ok: true });
  });
});
