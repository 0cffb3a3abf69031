import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

const ONLY_DEFAULT_APPS =
  "You seem to only have default-apps in your cart. To check out, you must also add some non-default apps.";
const GPO_TEMPLATE = "/business-app/templates/template-b2b-commerce-with-gpo";

/** The open toast of this type. */
const toastOf = (page: Page, type = "banner") =>
  page.locator(`[data-type="${type}"][data-state="open"]`);

/** The header cart's accessible name, which holds the count. */
const headerCart = (page: Page) => page.locator("a[data-slot=header-cart]").getAttribute("title");

/** A summary row's value, by its term. */
function summaryValue(summary: Locator, field: string): Promise<string> {
  return summary.locator(`[data-field="${field}"] dd`).innerText();
}

/** The totals a PriceSummary shows: its last two rows. */
async function totalsOf(summary: Locator): Promise<{ monthly: string; yearly: string }> {
  const monthly = await summary
    .getByText("Monthly total")
    .locator("xpath=..")
    .locator("dd")
    .innerText();
  const yearly = await summary
    .getByText("Yearly total")
    .locator("xpath=..")
    .locator("dd")
    .innerText();
  return { monthly: monthly.trim(), yearly: yearly.trim() };
}

/** Opens an app's page and waits until `get-app-by-slug` answered. */
async function openApp(page: Page, slug: string): Promise<void> {
  await page.goto(`/business-app/apps/${slug}`);
  await page.locator("[data-app-loaded]").waitFor();
}

async function openCart(page: Page): Promise<void> {
  await page.goto("/cart");
  await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor();
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never took focus in ${limit} presses of Tab`);
}

describe("the cart", () => {
  it("adds an app with its dependency on its page, with the spec's toast, and the cart lists and removes them", async () => {
    const page = await newPage();
    await openApp(page, "fund-management");
    expect(await headerCart(page)).toBe("Cart, 0 items");
    await page.getByRole("button", { name: "Add to cart: Fund Management" }).click();
    await toastOf(page)
      .getByText(
        "Fund Management is connected with one other app, which therefore also have been added to your cart.",
        { exact: true },
      )
      .waitFor();
    await page.getByRole("button", { name: "In cart: Fund Management" }).waitFor();
    expect(await headerCart(page)).toBe("Cart, 2 items");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.locator("a[data-slot=header-cart]").click();
    await page.waitForURL("**/cart");
    await page.locator("[data-cart-items]").waitFor();
    expect(
      await page
        .locator("[data-cart-item]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-cart-item"))),
    ).toEqual(["fund-management", "vc-contact-management"]);
    const summary = page.locator("[data-cart-summary]");
    expect(await totalsOf(summary)).toEqual({ monthly: "$299", yearly: "$3,588" });
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Fund Management needs VC Contact Management: the toast says why it stays.
    await page.getByRole("button", { name: "Remove: VC Contact Management" }).click();
    await toastOf(page)
      .getByText(/cannot be removed because Fund Management depends on it/u)
      .waitFor();
    expect(await page.locator("[data-cart-item]").count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Remove: Fund Management" }).click();
    await expect.poll(() => page.locator("[data-cart-item]").count()).toBe(1);
    expect(await totalsOf(summary)).toEqual({ monthly: "$0", yearly: "$0" });
    expect(await headerCart(page)).toBe("Cart, 1 item");
    await page.context().close();
  });

  it("shows Coming soon, disabled, on a coming-soon app's page", async () => {
    const page = await newPage();
    await openApp(page, "lead-management");
    const button = page.getByRole("button", { name: "Coming soon: Lead Management" });
    expect(await button.getAttribute("aria-disabled")).toBe("true");
    await button.click({ force: true });
    expect(await headerCart(page)).toBe("Cart, 0 items");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("refuses checkout with only default apps, and Add More Apps leads to the store; with another app it goes to /checkout", async () => {
    const page = await newPage();
    await openApp(page, "dashboards");
    await page.getByRole("button", { name: "Add to cart: Dashboards" }).click();
    await page.getByRole("button", { name: "In cart: Dashboards" }).waitFor();
    await openCart(page);
    await page.locator("[data-cart-items]").waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    const toast = toastOf(page, "banner-core-apps");
    await toast.getByText(ONLY_DEFAULT_APPS, { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/cart$/u);
    expect(await accessibilityViolations(page)).toEqual([]);
    await toast.getByRole("link", { name: "Add More Apps" }).click();
    await page.waitForURL("**/business-app/apps");
    await page.locator("[data-store-list][data-store-hydrated]").waitFor();

    await page.getByLabel("Search apps").fill("kanban board");
    await page.getByRole("button", { name: "Add to cart: Kanban" }).click();
    await page.getByRole("button", { name: "In cart: Kanban" }).waitFor();
    await page.locator("a[data-slot=header-cart]").click();
    await page.locator("[data-cart-items]").waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/checkout$/u);
    await page.context().close();
  });

  it("adds the GPO template's apps but the coming-soon one, with its price on the template page and in the cart", async () => {
    const page = await newPage();
    await page.goto(GPO_TEMPLATE);
    const variant = page.locator('[data-variant="distribution-management-394"]');
    await variant.waitFor();
    expect(await totalsOf(variant)).toEqual({ monthly: "$394", yearly: "$4,728" });
    expect(await summaryValue(variant, "appsIncluded")).toBe("31");
    expect(await totalsOf(page.locator('[data-variant="distribution-management-399"]'))).toEqual({
      monthly: "$399",
      yearly: "$4,788",
    });
    expect(await totalsOf(page.locator('[data-variant="erp-on-ai-auto-pilot-499"]'))).toEqual({
      monthly: "$499",
      yearly: "$5,988",
    });
    // Its apps, in the template's order.
    const apps = await page.locator("ol > li h3, ol > li h4").allInnerTexts();
    expect(apps.slice(0, 3)).toEqual(["Products", "Sales Quotes", "Sales Orders"]);
    expect(apps).toHaveLength(31);
    await page.waitForFunction(() => document.querySelector("[data-template-cart]") !== null);
    expect(await accessibilityViolations(page)).toEqual([]);

    await variant.getByRole("button", { name: "Add template to cart" }).click();
    await toastOf(page)
      .getByText(/Lead Management is coming soon and was not added\./u)
      .waitFor();
    await variant.getByRole("button", { name: "Template in cart" }).waitFor();
    expect(await headerCart(page)).toBe("Cart, 30 items");
    expect(await accessibilityViolations(page)).toEqual([]);

    await openCart(page);
    await page.locator("[data-cart-items]").waitFor();
    expect(await page.locator("[data-cart-item]").count()).toBe(30);
    expect(await page.locator("[data-cart-item='lead-management']").count()).toBe(0);
    const summary = page.locator("[data-cart-summary]");
    expect(await totalsOf(summary)).toEqual({ monthly: "$394", yearly: "$4,728" });
    expect(await summaryValue(summary, "appsIncluded")).toBe("30");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/checkout\?template=distribution-management-394$/u);
    await page.context().close();
  });

  it("checks out a template with a paid app outside it, and the checkout charges what the cart priced", async () => {
    const page = await newPage();
    await page.goto("/business-app/templates/backoffice-for-startups");
    await page.waitForFunction(() => document.querySelector("[data-template-cart]") !== null);
    await page.getByRole("button", { name: "Add template to cart" }).click();
    await page.getByRole("button", { name: "Template in cart" }).waitFor();
    await openApp(page, "ndc-management");
    await page.getByRole("button", { name: "Add to cart: NDC Healthcare" }).click();
    await page.getByRole("button", { name: "In cart: NDC Healthcare" }).waitFor();

    // The cart: the template's $299 and NDC Healthcare's $899.
    await openCart(page);
    await page.locator("[data-cart-items]").waitFor();
    const cartTotals = await totalsOf(page.locator("[data-cart-summary]"));
    expect(cartTotals).toEqual({ monthly: "$1,198", yearly: "$14,376" });
    const cartCents = Number(cartTotals.monthly.replace(/\D/gu, "")) * 100;
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/checkout\?template=backoffice-for-startups&apps=ndc-management$/u);

    // The details step orders the apps beside the template, and the server prices them as lines.
    await page.getByRole("heading", { level: 1, name: "Your details" }).waitFor();
    await page.getByText("Apps outside the template: NDC Healthcare", { exact: true }).waitFor();
    await page.locator("#checkout-workspaceName").fill("Template Extras Traders");
    await page.locator("#checkout-email").fill("tess@extras.example");
    const priced = page.locator("[data-priced-order]");
    await expect
      .poll(() => priced.locator("[data-monthly-cents]").getAttribute("data-monthly-cents"))
      .toBe(String(cartCents + 6_000));
    const lines = await priced
      .locator("div")
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector("dt")?.textContent,
          row.querySelector("dd")?.textContent,
        ]),
      );
    // The cart's apps and template, then the five users the checkout adds (the cart leaves
    // users to the checkout).
    expect(lines.slice(0, 3)).toEqual([
      ["Backoffice for Startups", "$299"],
      ["NDC Healthcare", "$899"],
      ["Managed Workspace User × 5", "$60"],
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // What checkout/project charges is the same.
    const started = page.waitForResponse((response) =>
      response.url().endsWith("/api/v2/checkout/project"),
    );
    await page.getByRole("button", { name: "Continue" }).click();
    const answer = (await (await started).json()) as {
      data: { lines: { id: string; monthlyCents: number }[]; monthlyCents: number };
    };
    const charged = answer.data.lines
      .filter((line) => line.id !== "users")
      .reduce((sum, line) => sum + line.monthlyCents, 0);
    expect(charged).toBe(cartCents);
    expect(answer.data.monthlyCents).toBe(cartCents + 6_000);
    await page.context().close();
  });

  it("by keyboard alone: adds an app, opens the cart from the header, removes an app and checks out", async () => {
    const page = await newPage();
    await openApp(page, "invoicing");
    const add = page.getByRole("button", { name: "Add to cart: Invoicing" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await toastOf(page)
      .getByText(
        "Invoicing is connected with 3 other apps, which therefore also have been added to your cart.",
        { exact: true },
      )
      .waitFor();
    expect(await headerCart(page)).toBe("Cart, 4 items");

    // Back up to the header's cart link, and open it with Enter.
    const cartLink = page.locator("a[data-slot=header-cart]");
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press("Shift+Tab");
      if (await cartLink.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await cartLink.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/cart");
    await page.locator("[data-cart-items]").waitFor();

    const remove = page.getByRole("button", { name: "Remove: Invoicing" });
    await tabTo(page, remove);
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("[data-cart-item]").count()).toBe(3);
    expect(await headerCart(page)).toBe("Cart, 3 items");

    const checkOut = page.getByRole("button", { name: "Check out" });
    await tabTo(page, checkOut);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/checkout$/u);
    await page.context().close();
  });

  it("by keyboard alone: the default apps' refusal and its Add More Apps button", async () => {
    const page = await newPage();
    await openApp(page, "user-settings");
    await tabTo(page, page.getByRole("button", { name: "Add to cart: User Settings" }));
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "In cart: User Settings" }).waitFor();
    await openCart(page);
    await page.locator("[data-cart-items]").waitFor();
    await tabTo(page, page.getByRole("button", { name: "Check out" }));
    await page.keyboard.press("Enter");
    const toast = toastOf(page, "banner-core-apps");
    await toast.getByText(ONLY_DEFAULT_APPS, { exact: true }).waitFor();
    // The toast's region is reached from the keyboard (F8 is Radix's hotkey), then its button.
    await page.keyboard.press("F8");
    await tabTo(page, toast.getByRole("link", { name: "Add More Apps" }), 10);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/business-app/apps");
    await page.context().close();
  });

  it("by keyboard alone: adds a template to the cart", async () => {
    const page = await newPage();
    await page.goto(GPO_TEMPLATE);
    const variant = page.locator('[data-variant="erp-on-ai-auto-pilot-499"]');
    await page.waitForFunction(() => document.querySelector("[data-template-cart]") !== null);
    await tabTo(page, variant.getByRole("button", { name: "Add template to cart" }), 200);
    await page.keyboard.press("Enter");
    await variant.getByRole("button", { name: "Template in cart" }).waitFor();
    await openCart(page);
    await page.locator("[data-cart-items]").waitFor();
    expect(await totalsOf(page.locator("[data-cart-summary]"))).toEqual({
      monthly: "$499",
      yearly: "$5,988",
    });
    await page.context().close();
  });
});
