import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, baseURL, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

const STORE = "/business-app/apps";

/** Opens the store and waits until it is hydrated and refreshed from the API. */
async function openStore(page: Page, path = STORE): Promise<void> {
  await page.goto(path);
  await page.locator("[data-store-list][data-store-hydrated][data-store-refreshed]").waitFor();
}

/** The names of the apps the store shows, in order. */
function shownApps(page: Page): Promise<string[]> {
  return page
    .locator("[data-store-list] > li h2, [data-store-list] > li h3")
    .allInnerTexts()
    .then((names) => names.map((name) => name.trim()));
}

/** The shown cards' texts, lower case. */
function shownTexts(page: Page): Promise<string[]> {
  return page
    .locator("[data-store-list] > li")
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.toLowerCase()));
}

const searchParams = (page: Page) => new URL(page.url()).searchParams;

describe("the app store", () => {
  it("searches as you type, filters, keeps both in the address, a reload shows the same list and Back steps back", async () => {
    const page = await newPage();
    await openStore(page);
    const everyApp = await shownApps(page);
    expect(everyApp.length).toBeGreaterThan(30);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Search apps").pressSequentially("kanban");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("q") === "kanban");
    await expect.poll(() => shownApps(page)).not.toEqual(everyApp);
    const searched = await shownApps(page);
    expect(searched).toContain("Kanban");
    expect(searched.length).toBeLessThan(everyApp.length);
    for (const text of await shownTexts(page)) expect(text).toContain("kanban");
    expect(await page.getByRole("status").filter({ hasText: "match" }).innerText()).toBe(
      `${searched.length} apps of ${everyApp.length} match`,
    );

    await page.getByLabel("Group").selectOption("investment");
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("group") === "investment",
    );
    await expect.poll(() => shownApps(page)).not.toEqual(searched);
    const filtered = await shownApps(page);
    expect(filtered).toEqual(expect.arrayContaining(["Portfolio Kanban"]));
    expect(filtered).not.toContain("Kanban");
    expect(await accessibilityViolations(page)).toEqual([]);

    // The shared address, opened afresh, shows the same list with the same controls.
    const shared = page.url();
    await page.reload();
    await page.locator("[data-store-list][data-store-hydrated][data-store-refreshed]").waitFor();
    expect(page.url()).toBe(shared);
    expect(await shownApps(page)).toEqual(filtered);
    expect(await page.getByLabel("Search apps").inputValue()).toBe("kanban");
    expect(await page.getByLabel("Group").inputValue()).toBe("investment");

    const other = await newPage();
    await openStore(other, `${STORE}?${searchParams(page).toString()}`);
    expect(await shownApps(other)).toEqual(filtered);
    await other.context().close();

    // Back: the group filter goes, the search stays.
    await page.goBack();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("group"));
    await expect.poll(() => shownApps(page)).toEqual(searched);
    expect(searchParams(page).get("q")).toBe("kanban");
    expect(await page.getByLabel("Group").inputValue()).toBe("");
    await page.context().close();
  });

  it("filters by price, tier and availability; coming-soon apps cannot be added", async () => {
    const page = await newPage();
    await openStore(page, `${STORE}?availability=coming-soon`);
    const comingSoon = await shownApps(page);
    expect(comingSoon).toEqual(
      expect.arrayContaining([
        "SMS Marketing",
        "WhatsApp Marketing",
        "Online Surveys",
        "Lead Management",
      ]),
    );
    const buttons = page.locator("[data-store-list] [data-cart-state]");
    expect(await buttons.count()).toBe(comingSoon.length);
    for (const state of await buttons.evaluateAll((all) =>
      all.map((button) => [
        button.getAttribute("data-cart-state"),
        button.getAttribute("aria-disabled"),
      ]),
    ))
      expect(state).toEqual(["coming-soon", "true"]);
    expect(await page.getByRole("button", { name: "Coming soon: SMS Marketing" }).isVisible()).toBe(
      true,
    );

    await openStore(page, `${STORE}?price=paid`);
    const paid = await shownApps(page);
    expect(paid).toEqual(expect.arrayContaining(["Investment Management", "Fund Management"]));
    for (const text of await shownTexts(page)) expect(text).not.toContain("free");

    await openStore(page, `${STORE}?tier=enterprise`);
    expect(await shownApps(page)).toContain("NDC Healthcare");
    await page.context().close();
  });

  it("says when nothing matches and clears search and filters in one step", async () => {
    const page = await newPage();
    await openStore(page);
    const everyApp = await shownApps(page);
    await page.getByLabel("Search apps").pressSequentially("zzzz nothing");
    await page.locator("[data-store-empty]").waitFor();
    expect(await page.getByText("No app matches your search and filters.").isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await page.locator("[data-store-list]").waitFor();
    expect(await shownApps(page)).toEqual(everyApp);
    expect(page.url()).toMatch(/\/business-app\/apps$/u);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");
    await page.context().close();
  });

  it("adds an app with dependencies from the list, with the spec's toast and the header's count", async () => {
    const page = await newPage();
    await openStore(page, `${STORE}?q=invoicing`);
    await page.getByRole("button", { name: "Add to cart: Invoicing" }).click();
    const toast = page.locator('[data-type="banner"][data-state="open"]');
    await toast
      .getByText(
        "Invoicing is connected with 3 other apps, which therefore also have been added to your cart.",
        { exact: true },
      )
      .waitFor();
    expect(
      await page.getByRole("button", { name: "In cart: Invoicing" }).getAttribute("aria-disabled"),
    ).toBe("true");
    expect(await page.locator("a[data-slot=header-cart]").getAttribute("title")).toBe(
      "Cart, 4 items",
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The cart survives a reload; the buttons of apps in it say so.
    await page.reload();
    await page.locator("[data-store-list][data-store-hydrated]").waitFor();
    await page.getByRole("button", { name: "In cart: Invoicing" }).waitFor();
    expect(await page.locator("a[data-slot=header-cart]").getAttribute("title")).toBe(
      "Cart, 4 items",
    );
    await page.context().close();
  });

  it("by keyboard alone: searches, filters, adds an app and reaches the toast", async () => {
    const page = await newPage();
    await openStore(page);
    const search = page.getByLabel("Search apps");
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press("Tab");
      if (await search.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("fund");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("q") === "fund");

    // Tab to the Price filter and choose "Paid" with the arrow keys.
    const price = page.locator(`select[name="price"]`);
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press("Tab");
      if (await price.evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("price") === "paid");
    await expect.poll(() => shownApps(page)).toEqual(["Fund Management"]);

    const add = page.getByRole("button", { name: "Add to cart: Fund Management" });
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press("Tab");
      if (await add.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page
      .locator('[data-type="banner"][data-state="open"]')
      .getByText(
        "Fund Management is connected with one other app, which therefore also have been added to your cart.",
        { exact: true },
      )
      .waitFor();
    // The button keeps focus in its new state.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("data-cart-state") === "in-cart",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the store front's search", () => {
  /** Opens the store front and waits until its search form runs in the browser. */
  async function openStoreFront(page: Page): Promise<void> {
    await page.goto("/business-app");
    await page.locator("form[data-app-search][data-hydrated]").waitFor();
  }

  it("by keyboard alone: a word typed on /business-app and Enter open the store showing only the apps that match it", async () => {
    const page = await newPage();
    await openStore(page);
    const everyApp = await shownApps(page);

    await openStoreFront(page);
    // The store front keeps its groups, featured apps and templates around the search.
    expect(
      await page.getByRole("heading", { level: 2, name: "Apps to start with" }).isVisible(),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    const search = page.getByRole("searchbox", { name: "Search apps" });
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press("Tab");
      if (await search.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("invoice");
    await page.keyboard.press("Enter");

    await page.waitForURL((url) => url.pathname === STORE && url.search === "?q=invoice");
    await page.locator("[data-store-list][data-store-hydrated][data-store-refreshed]").waitFor();
    await expect.poll(() => shownApps(page)).not.toEqual(everyApp);
    const found = await shownApps(page);
    expect(found).toContain("Invoicing");
    expect(found.length).toBeLessThan(everyApp.length);
    for (const text of await shownTexts(page)) expect(text).toContain("invoice");
    expect(await page.getByLabel("Search apps").inputValue()).toBe("invoice");
    // The hydrated form went there inside the app, without loading a new document.
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back returns to the store front.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/business-app");
    await page.context().close();
  });

  it("works without JavaScript: the form itself asks the store for /business-app/apps?q=<words>", async () => {
    const opener = await newPage();
    const context = await opener.context().browser()!.newContext({
      baseURL,
      javaScriptEnabled: false,
    });
    await opener.context().close();
    const page = await context.newPage();
    await page.goto("/business-app");
    await page.getByRole("searchbox", { name: "Search apps" }).fill("purchase orders");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === STORE);
    expect(searchParams(page).get("q")).toBe("purchase orders");
    await page.getByRole("heading", { level: 1, name: "Every app in the store" }).waitFor();
    await context.close();
  });
});
