import { describe, expect, it } from "vitest";
import type { KeptValues } from "./browserStorage";
import {
  openCheckout,
  orderOf,
  reachedStep,
  readCheckout,
  requestedSource,
  type CheckoutState,
} from "./checkoutState";

function storageWith(values: Record<string, unknown>): KeptValues {
  const kept = new Map(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
  };
}

/** The cart's apps, as the cart's store holds them. */
const cart = [
  { id: "kanban-board", name: "Kanban", quantity: 1 },
  { id: "to-do-lists", name: "To-Do Lists", quantity: 1 },
];

const started: CheckoutState["started"] = {
  checkoutId: "abcdefghij",
  email: "ada@example.com",
  workspaceName: "Acme",
  priced: { lines: [], monthlyCents: 0, yearlyCents: 0, currency: "USD" },
  orderKey: "{}",
};

describe("the checkout's kept state", () => {
  it("starts from the cart's apps with the first plan, or from the plan and usage asked for", () => {
    const fromCart = openCheckout(
      null,
      requestedSource(new URLSearchParams(), cart),
      true,
      "builder1",
    );
    expect(fromCart.source).toEqual({
      key: "cart",
      appIds: ["kanban-board", "to-do-lists"],
      appNames: ["Kanban", "To-Do Lists"],
    });
    expect(orderOf(fromCart)).toMatchObject({
      planId: "builder1",
      users: 5,
      guests: 0,
      documents: 0,
      storageGb: 0,
    });

    const fromPlan = openCheckout(
      null,
      requestedSource(
        new URLSearchParams("plan=builder2&users=12&guests=3500&documents=45000&storageGb=5"),
        cart,
      ),
      true,
      "builder1",
    );
    expect(orderOf(fromPlan)).toMatchObject({
      planId: "builder2",
      appIds: ["kanban-board", "to-do-lists"],
      users: 12,
      guests: 3500,
      documents: 45_000,
      storageGb: 5,
    });
  });

  it("orders a template without apps or plan of its own", () => {
    const state = openCheckout(
      null,
      requestedSource(new URLSearchParams("template=template-b2b-commerce"), cart),
      true,
      "builder1",
    );
    const order = orderOf(state);
    expect(order).toMatchObject({ templateId: "template-b2b-commerce", appIds: [] });
    expect(order).not.toHaveProperty("planId");
  });

  it("orders a template with the apps the cart holds beside it, named as in the cart", () => {
    const requested = requestedSource(
      new URLSearchParams(
        "template=template-b2b-commerce&apps=kanban-board,sms-marketing,kanban-board",
      ),
      cart,
    );
    const state = openCheckout(null, requested, true, "builder1");
    expect(state.source).toEqual({
      key: "template:template-b2b-commerce+kanban-board,sms-marketing",
      templateId: "template-b2b-commerce",
      appIds: ["kanban-board", "sms-marketing"],
      appNames: ["Kanban", "sms-marketing"],
    });
    expect(orderOf(state)).toMatchObject({
      templateId: "template-b2b-commerce",
      appIds: ["kanban-board", "sms-marketing"],
    });
    // Other apps beside the same template are another order: the checkout starts afresh.
    const going = { ...state, started };
    expect(openCheckout(going, requested, true, "builder1")).toBe(going);
    const without = requestedSource(new URLSearchParams("template=template-b2b-commerce"), cart);
    expect(openCheckout(going, without, true, "builder1").started).toBeUndefined();
  });

  it("orders with the company and the visitor's name as typed on the details step", () => {
    const state = openCheckout(null, requestedSource(new URLSearchParams(), cart), true, "b1");
    const typed = {
      ...state,
      details: { ...state.details, company: " Acme Trading ", yourName: "Ada Lovelace" },
    };
    expect(orderOf(typed)).toMatchObject({
      company: " Acme Trading ",
      contactName: "Ada Lovelace",
    });
  });

  it("goes on with a kept checkout, and starts afresh for another source or once finished", () => {
    const kept = openCheckout(
      null,
      requestedSource(new URLSearchParams("plan=builder2"), cart),
      true,
      "builder1",
    );
    const going = { ...kept, started };
    const samePlan = requestedSource(new URLSearchParams("plan=builder2"), cart);
    expect(openCheckout(going, samePlan, true, "builder1")).toBe(going);
    // A step's own address (a reload of /checkout/code) never replaces the checkout.
    const plain = requestedSource(new URLSearchParams(), cart);
    expect(openCheckout(going, plain, false, "builder1")).toBe(going);
    expect(openCheckout(going, plain, true, "builder1")).toBe(going);

    const otherPlan = requestedSource(new URLSearchParams("plan=builder1"), cart);
    expect(openCheckout(going, otherPlan, true, "builder1").started).toBeUndefined();

    const finished = { ...going, workspace: { id: "w1", name: "Acme" } };
    expect(openCheckout(finished, plain, false, "builder1")).toBe(finished);
    expect(openCheckout(finished, plain, true, "builder1").workspace).toBeUndefined();
  });

  it("reaches each step in turn: started, confirmed, created", () => {
    const fresh = openCheckout(
      null,
      requestedSource(new URLSearchParams(), cart),
      true,
      "builder1",
    );
    expect(reachedStep(fresh)).toBe("details");
    expect(reachedStep({ ...fresh, started })).toBe("code");
    expect(reachedStep({ ...fresh, started, confirmedCheckoutId: "another" })).toBe("code");
    expect(reachedStep({ ...fresh, started, confirmedCheckoutId: started.checkoutId })).toBe(
      "create",
    );
    expect(reachedStep({ ...fresh, started, workspace: { id: "w1", name: "Acme" } })).toBe("done");
  });

  it("reads a checkout kept before documents and storage were asked for as none of them", () => {
    const fresh = openCheckout(null, requestedSource(new URLSearchParams(), cart), true, "b1");
    const older: Partial<CheckoutState["details"]> = { ...fresh.details };
    delete older.documents;
    delete older.storageGb;
    const kept = readCheckout(storageWith({ "workcraft.checkout": { ...fresh, details: older } }));
    expect(orderOf(kept!)).toMatchObject({ documents: 0, storageGb: 0 });
  });

  it("reads nothing from storage that is not a checkout", () => {
    expect(readCheckout(storageWith({ "workcraft.checkout": [1, 2] }))).toBeNull();
    expect(readCheckout(storageWith({}))).toBeNull();
    expect(readCheckout(null)).toBeNull();
  });
});
