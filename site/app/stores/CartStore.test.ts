import { describe, expect, it } from "vitest";
import { defaultPageFrame } from "./pageFrame";
import type { KeptValues } from "./browserStorage";
import {
  CART_STORAGE_KEY,
  CART_TEMPLATE_STORAGE_KEY,
  CartStore,
  MORE_APPS_HREF,
} from "./CartStore";
import { memoryStorage } from "./testing/memoryStorage";
import { UiStore } from "./UiStore";

function newCart(storage: KeptValues | null = memoryStorage()) {
  const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
  return { cart: new CartStore(ui, storage), ui };
}

describe("CartStore", () => {
  it("adds an app with its dependencies and says so in the spec's words", async () => {
    const { cart, ui } = newCart();
    const change = await cart.addApp("fund-management");
    expect(change.ok).toBe(true);
    expect(cart.items.map((item) => item.id)).toEqual(["fund-management", "vc-contact-management"]);
    expect(ui.toast).toMatchObject({
      type: "banner",
      message:
        "Fund Management is connected with one other app, which therefore also have been added to your cart.",
    });
  });

  it("explains an exclusion, and a removal others depend on, and changes nothing", async () => {
    const { cart, ui } = newCart();
    await cart.addApp("vc-contact-management");
    const excluded = await cart.addApp("contact-management");
    expect(excluded.ok).toBe(false);
    expect(ui.toast?.message).toMatch(/cannot be used together with VC Contact Management/u);
    await cart.addApp("fund-management");
    const removal = await cart.removeApp("vc-contact-management");
    expect(removal.ok).toBe(false);
    expect(ui.toast?.message).toMatch(/Fund Management depends on it/u);
    expect(cart.items.map((item) => item.id)).toEqual(["vc-contact-management", "fund-management"]);
  });

  it("refuses checkout with only default apps, offering Add More Apps", async () => {
    const { cart, ui } = newCart();
    await cart.addApp("dashboards");
    expect(await cart.startCheckout()).toBe(false);
    expect(ui.toast).toMatchObject({
      type: "banner-core-apps",
      message:
        "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.",
      action: { label: "Add More Apps", href: MORE_APPS_HREF },
    });
    await cart.addApp("kanban-board");
    expect(await cart.startCheckout()).toBe(true);
  });

  it("keeps the cart in local storage, and another tab sees it", async () => {
    const storage = memoryStorage();
    const first = newCart(storage).cart;
    await first.addApp("kanban-board");
    expect(JSON.parse(storage.values.get(CART_STORAGE_KEY)!)).toEqual([
      { id: "kanban-board", name: expect.any(String), quantity: 1 },
    ]);

    const listeners: ((event: { key: string | null }) => void)[] = [];
    const secondTab = {
      addEventListener: (_type: string, listener: never) => void listeners.push(listener),
      removeEventListener: () => {},
    };
    const second = newCart(storage).cart;
    second.restore(secondTab as never);
    expect(second.items.map((item) => item.id)).toEqual(["kanban-board"]);
    await first.addApp("deal-flow");
    for (const listener of listeners) listener({ key: CART_STORAGE_KEY });
    expect(second.items).toEqual(first.items);
    expect(second.count).toBe(3);
  });

  it("holds a template while all its apps stay, and prices nothing itself", async () => {
    const storage = memoryStorage();
    const { cart, ui } = newCart(storage);
    const template = {
      id: "gpo-394",
      name: "Distribution Management",
      monthlyCents: 39_400,
      appIds: ["invoicing", "lead-management", "kanban-board"],
    };
    const change = await cart.addTemplate(template);
    expect(change.ok).toBe(true);
    expect(cart.template).toEqual(template);
    expect(cart.has("lead-management")).toBe(false);
    expect(ui.toast?.message).toMatch(/Lead Management is coming soon and was not added\./u);
    expect(JSON.parse(storage.values.get(CART_TEMPLATE_STORAGE_KEY)!)).toEqual(template);

    const again = newCart(storage).cart;
    again.restore();
    expect(again.template?.id).toBe("gpo-394");

    await cart.removeApp("kanban-board");
    expect(cart.template).toBeNull();
    expect(storage.values.get(CART_TEMPLATE_STORAGE_KEY)).toBe("null");
  });

  it("reads a damaged kept cart as empty, and works without storage", async () => {
    const storage = memoryStorage();
    storage.setItem(CART_STORAGE_KEY, "{not json");
    const damaged = newCart(storage).cart;
    damaged.restore();
    expect(damaged.items).toEqual([]);
    const none = newCart(null).cart;
    await none.addApp("kanban-board");
    expect(none.count).toBe(1);
  });
});
