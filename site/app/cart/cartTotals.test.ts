import { describe, expect, it } from "vitest";
import type { CartApp } from "./cartTotals";
import { cartCheckoutPath, cartMonthlyCents, cartTotals } from "./cartTotals";

const apps = new Map<string, CartApp>(
  [
    { id: "fund-management", name: "Fund Management", href: "/f", price: 299, defaultApp: false },
    { id: "kanban-board", name: "Kanban", href: "/k", price: 0, defaultApp: false },
    { id: "dashboards", name: "Dashboards", href: "/d", price: 0, defaultApp: true },
  ].map((app) => [app.id, app]),
);
const item = (id: string) => ({ id, name: id, quantity: 1 });

describe("cart totals", () => {
  it("prices each paid app without a template, yearly 12 times monthly", () => {
    const items = [item("fund-management"), item("kanban-board")];
    expect(cartMonthlyCents(items, apps, null)).toBe(29_900);
    const totals = cartTotals(items, apps, null);
    expect(totals.totalMonthlyCost).toBe("$299");
    expect(totals.totalYearlyCost).toBe("$3,588");
    expect(totals.appsIncluded).toBe(2);
  });

  it("prices a template at its monthly price, plus the paid apps outside it", () => {
    const template = {
      id: "t",
      name: "T",
      monthlyCents: 39_400,
      appIds: ["kanban-board", "dashboards"],
    };
    const items = [item("kanban-board"), item("dashboards")];
    expect(cartTotals(items, apps, template).totalMonthlyCost).toBe("$394");
    expect(cartTotals(items, apps, template).totalYearlyCost).toBe("$4,728");
    expect(cartMonthlyCents([...items, item("fund-management")], apps, template)).toBe(69_300);
  });

  it("checks out a template with the apps outside it, and the cart's apps without one", () => {
    const template = { id: "t 1", name: "T", monthlyCents: 39_400, appIds: ["kanban-board"] };
    const items = [item("kanban-board"), item("fund-management"), item("dashboards")];
    expect(cartCheckoutPath(items, template)).toBe(
      "/checkout?template=t%201&apps=fund-management,dashboards",
    );
    expect(cartCheckoutPath([item("kanban-board")], template)).toBe("/checkout?template=t%201");
    expect(cartCheckoutPath(items, null)).toBe("/checkout");
  });
});
