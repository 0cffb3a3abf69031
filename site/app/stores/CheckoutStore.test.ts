import { openDatabase } from "@workcraft/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox, workspaces } from "../../../api/src/database/schema";
import { useServedApi } from "../../../api/src/testing/servedApi";
import { ACCESS_TOKEN_KEY } from "../api/apiClient";
import { CHECKOUT_STORAGE_KEY } from "./checkoutState";
import { defaultPageFrame } from "./pageFrame";
import { CART_STORAGE_KEY, CartStore } from "./CartStore";
import { CheckoutStore, ORDER_CHECK_SETTLE_MS, type CheckoutAddress } from "./CheckoutStore";
import { memoryStorage } from "./testing/memoryStorage";
import { UiStore } from "./UiStore";

const DETAILS: CheckoutAddress = { step: "details", search: "", defaultPlanId: "builder1" };

/** Waits until `done` holds, as the store's answers arrive. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error("waited 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The paths of the API calls the page made. */
function apiCalls(): string[] {
  const fetched = vi.mocked(globalThis.fetch).mock.calls;
  return fetched.map(([url]) => String(url).replace(/^.*\/api\/v2\//u, ""));
}

describe("CheckoutStore", () => {
  const api = useServedApi(() => openDatabase({ dataDir: "memory://" }));

  /** A page's stores on `storage` (the same storage again: a reload). */
  function page(storage = memoryStorage()) {
    const ui = new UiStore(defaultPageFrame, { desktopMinWidth: 992 });
    const cart = new CartStore(ui, storage);
    const checkout = new CheckoutStore(cart, storage, new URL(api.base).origin);
    return { cart, checkout, storage };
  }

  /** The code in the newest message of the outbox (no SMTP_URL in these tests). */
  async function mailedCode(): Promise<string> {
    const messages = await api.database.db.select().from(mailOutbox);
    const message = messages.sort((one, other) => other.id - one.id)[0];
    const code = /^(\d{6})$/mu.exec(message?.text ?? "")?.[1];
    if (!code) throw new Error("no code in the outbox");
    return code;
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("renders the details step from the address alone, before it reads storage or the cart", async () => {
    const { cart, checkout, storage } = page();
    await cart.addApp("kanban-board");
    const served = checkout.addressed({
      ...DETAILS,
      search: "?plan=builder2&users=12&guests=3500&documents=45000&storageGb=5",
    });
    expect(served?.source).toEqual({ key: "plan:builder2", appIds: [], appNames: [] });
    expect(served?.details).toMatchObject({ planId: "builder2", users: "12", storageGb: "5" });
    // The later steps need the visitor's checkout: the server renders none.
    expect(checkout.addressed({ ...DETAILS, step: "code" })).toBeNull();
    expect(checkout.state).toBeNull();
    expect(storage.values.has(CHECKOUT_STORAGE_KEY)).toBe(false);
  });

  it("opens with the cart's apps, read through the cart's store, and keeps the checkout at once", async () => {
    const { cart, checkout, storage } = page();
    await cart.addApp("kanban-board");
    checkout.open(DETAILS);
    expect(checkout.state?.source).toEqual({
      key: "cart",
      appIds: ["kanban-board"],
      appNames: [cart.items[0]!.name],
    });
    expect(checkout.reached).toBe("details");
    checkout.changeDetails({ workspaceName: "Kept Traders" });
    const kept = JSON.parse(storage.values.get(CHECKOUT_STORAGE_KEY)!) as {
      details: { workspaceName: string };
    };
    expect(kept.details.workspaceName).toBe("Kept Traders");
  });

  it("opens the cart as kept even before the cart's store restored it (a page hydrating)", () => {
    const storage = memoryStorage();
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: "to-do-lists", name: "To-Do", quantity: 1 }]),
    );
    const { cart, checkout } = page(storage);
    expect(cart.items).toEqual([]);
    checkout.open(DETAILS);
    expect(checkout.state?.source.appIds).toEqual(["to-do-lists"]);
  });

  it("applies what was typed before the checkout opened to the kept checkout as it opens", () => {
    const { checkout: first, storage } = page();
    first.open({ ...DETAILS, search: "?plan=builder2" });
    first.changeDetails({ company: "Acme Trading" });

    const { checkout } = page(storage);
    checkout.changeDetails({ workspaceName: "Early Typists", email: "early@typists.example" });
    expect(checkout.state).toBeNull();
    checkout.open(DETAILS);
    expect(checkout.state?.details).toMatchObject({
      company: "Acme Trading",
      workspaceName: "Early Typists",
      email: "early@typists.example",
      planId: "builder2",
    });
  });

  it("asks the API to check the order only once it names a workspace and an address, and shows the latest order's answer", async () => {
    vi.spyOn(globalThis, "fetch");
    const { cart, checkout } = page();
    await cart.addApp("kanban-board");
    checkout.open(DETAILS);
    checkout.changeDetails({ users: "7", workspaceName: "Quiet Traders" });
    checkout.checkWhenSettled();
    await new Promise((resolve) => setTimeout(resolve, ORDER_CHECK_SETTLE_MS * 2));
    expect(apiCalls()).toEqual([]);
    expect(checkout.checking).toBe(false);

    checkout.changeDetails({ email: "quiet@traders.example" });
    const stop = checkout.checkWhenSettled();
    expect(checkout.checking).toBe(true);
    // Typing goes on before the answer: the answer for the order before never shows.
    await until(() => apiCalls().length === 1);
    stop();
    checkout.changeDetails({ users: "9" });
    checkout.checkWhenSettled();
    await until(() => !checkout.checking);
    expect(apiCalls()).toEqual(["project-checkout/verify", "project-checkout/verify"]);
    expect(JSON.parse(checkout.checked.key)).toMatchObject({ users: 9 });
    expect(checkout.currentCheck.priced?.monthlyCents).toBeGreaterThan(0);
  });

  it("shows the workspace name's own rule at once, and the API's problems by field after Continue", async () => {
    const { cart, checkout } = page();
    await cart.addApp("kanban-board");
    checkout.open(DETAILS);
    checkout.changeDetails({ workspaceName: "ab" });
    expect(checkout.problems.workspaceName?.join(" ")).toContain("A workspace name is 3 to 40");
    checkout.changeDetails({ workspaceName: "Wrong Address Ltd", email: "carol@" });
    const refused = await checkout.start();
    expect(refused.ok).toBe(false);
    expect(checkout.problems.email?.join(" ")).toContain("Enter a valid e-mail address");
    expect(checkout.reached).toBe("details");
  });

  it("goes through start, code and creation, restored after each reload, creating one workspace", async () => {
    const { cart, checkout, storage } = page();
    vi.stubGlobal("localStorage", storage);
    await cart.addApp("kanban-board");
    checkout.open(DETAILS);
    checkout.changeDetails({ workspaceName: "Store Works", email: "ada@store.example" });
    expect(await checkout.start()).toEqual({ ok: true });
    expect(checkout.reached).toBe("code");

    // A reload on the code step goes on with the same checkout, and its code.
    const reloaded = page(storage).checkout;
    reloaded.open({ ...DETAILS, step: "code" });
    expect(reloaded.state?.started?.checkoutId).toBe(checkout.state?.started?.checkoutId);
    expect(reloaded.codeSentAt).toBe(0);
    expect(await reloaded.sendCode()).toMatchObject({ ok: true });
    expect(reloaded.codeSentAt).toBeGreaterThan(0);
    const wrong = await reloaded.confirmCode("000000");
    expect(wrong.ok).toBe(false);
    expect(await reloaded.confirmCode(await mailedCode())).toEqual({ ok: true });
    expect(storage.values.get(ACCESS_TOKEN_KEY)).toBeTruthy();
    expect(reloaded.reached).toBe("create");

    // The creation's key is made once and kept: every try, and a reload's, sends the same.
    const { cart: lastCart, checkout: last } = page(storage);
    last.open({ ...DETAILS, step: "create" });
    expect(last.idempotencyKey).toBeNull();
    last.keepIdempotencyKey();
    const key = last.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/u);
    last.keepIdempotencyKey();
    expect(last.idempotencyKey).toBe(key);
    const [created, again] = await Promise.all([last.create(), last.create()]);
    expect(created).toEqual({ ok: true });
    expect(again).toEqual({ ok: true });
    expect(last.reached).toBe("done");
    expect(last.state?.workspace?.name).toBe("Store Works");
    const made = await api.database.db.select().from(workspaces);
    expect(made.filter(({ name }) => name === "Store Works")).toHaveLength(1);

    // Done: the cart's apps are in the workspace, so the cart empties.
    lastCart.restore();
    expect(lastCart.count).toBe(1);
    last.finish();
    expect(lastCart.count).toBe(0);
    expect(storage.values.get(CART_STORAGE_KEY)).toBe("[]");
  });

  it("starts afresh on the details page for another plan, or once the workspace was made", () => {
    const { checkout, storage } = page();
    checkout.open({ ...DETAILS, search: "?plan=builder2" });
    checkout.update((state) => ({ ...state, workspace: { id: "w1", name: "Done Ltd" } }));
    const onDone = page(storage).checkout;
    onDone.open({ ...DETAILS, step: "done" });
    expect(onDone.reached).toBe("done");
    const again = page(storage).checkout;
    again.open(DETAILS);
    expect(again.reached).toBe("details");
    expect(again.state?.workspace).toBeUndefined();
  });
});
