import { visibleBuilderPlans } from "@workcraft/domain/data";
import { formatMoney, MONTHS_PER_YEAR, toCents, workspacePrice } from "@workcraft/domain/rules";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, hydrated, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

/** How long the page may take to show what it was told, on a busy machine. */
const SETTLES = { timeout: 10_000 };

/** Whether `target` has focus. */
const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function moveFocusTo(page: Page, target: Locator, key = "Tab", limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${String(target)} never took focus in ${limit} presses of ${key}`);
}

/** Replaces the text of the focused field with `text`, by keys. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/**
 * Opens the pricing page and waits until React has hydrated the calculator: keys pressed
 * before that would change the prerendered fields behind React's back.
 */
async function openPricing(page: Page): Promise<Locator> {
  await page.goto("/pricing");
  await page.waitForFunction(
    () => {
      const select = document.querySelector("[data-pricing-calculator] select[name=plan]");
      return select !== null && Object.keys(select).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    SETTLES,
  );
  return page.locator("[data-pricing-calculator]");
}

describe("the pricing calculator", () => {
  it("by keyboard alone: chooses a plan, types the usage, reads the domain's totals and starts the checkout with them", async () => {
    const page = await newPage();
    const calculator = await openPricing(page);
    const field = (name: string) => calculator.locator(`[name="${name}"]`);

    // The Advanced plan, chosen with the arrow keys in the plan list.
    await moveFocusTo(page, field("plan"));
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => field("plan").inputValue(), SETTLES).toBe("builder2");

    // Users first typed wrong, then put right by stepping back with Shift+Tab.
    await page.keyboard.press("Tab");
    expect(await hasFocus(field("users"))).toBe(true);
    await typeOver(page, "7");
    await page.keyboard.press("Tab");
    expect(await hasFocus(field("guests"))).toBe(true);
    await typeOver(page, "6200");
    await moveFocusTo(page, field("users"), "Shift+Tab", 5);
    await typeOver(page, "23");
    await moveFocusTo(page, field("documents"), "Tab", 5);
    await typeOver(page, "250000");
    await page.keyboard.press("Tab");
    expect(await hasFocus(field("storageGb"))).toBe(true);
    // Storage typed as 8, then one step up with the arrow key.
    await typeOver(page, "8");
    await page.keyboard.press("ArrowUp");
    expect(await field("storageGb").inputValue()).toBe("9");

    // The totals are the domain's for the same plan and usage; yearly is 12 times monthly.
    const advanced = visibleBuilderPlans().find((plan) => plan.id === "builder2");
    expect(advanced?.name).toBe("Advanced");
    const usage = { users: 23, guests: 6200, documents: 250_000, storageGb: 9 };
    const monthlyCents = toCents(advanced!.price) + workspacePrice(usage).monthlyCents;
    const yearlyCents = monthlyCents * MONTHS_PER_YEAR;
    const total = calculator.locator("[data-calculator-total]");
    await expect
      .poll(() => total.locator("[data-monthly-cents]").getAttribute("data-monthly-cents"), SETTLES)
      .toBe(String(monthlyCents));
    expect((await total.innerText()).trim()).toBe(
      `${formatMoney(monthlyCents)} per month, ${formatMoney(yearlyCents)} per year`,
    );
    expect(yearlyCents).toBe(12 * monthlyCents);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Enter on the calculator's link opens the checkout with the plan and the numbers typed.
    const start = calculator.getByRole("link", { name: "Start with Advanced and these numbers" });
    await moveFocusTo(page, start, "Tab", 10);
    const carried = new URL((await start.getAttribute("href")) ?? "", "http://localhost")
      .searchParams;
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/checkout", SETTLES);
    await page.getByRole("heading", { level: 1, name: "Your details" }).waitFor(SETTLES);
    const asked = new URL(page.url()).searchParams;
    expect(asked.get("plan")).toBe("builder2");
    expect(asked.get("users")).toBe("23");
    expect(asked.get("guests")).toBe("6200");
    await expect
      .poll(() => page.locator("#checkout-planId").inputValue(), SETTLES)
      .toBe("builder2");
    expect(await page.locator("#checkout-users").inputValue()).toBe("23");
    expect(await page.locator("#checkout-guests").inputValue()).toBe("6200");
    // Documents and storage travel with the plan once the calculator's link carries them.
    const typed = { documents: "250000", storageGb: "9" };
    for (const [name, value] of Object.entries(typed)) {
      if (!carried.has(name)) continue;
      expect(asked.get(name)).toBe(value);
      expect(await page.locator(`form [name="${name}"]`).inputValue()).toBe(value);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("counts what a visitor typed before the page's script ran", async () => {
    const page = await newPage();
    // A slow phone: the page's scripts arrive only after the visitor has typed.
    let typed = false;
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      await expect.poll(() => typed, { timeout: 20_000 }).toBe(true);
      await route.continue();
    });
    // Not until load: the held scripts, asked for before it, would hold it too.
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const calculator = page.locator("[data-pricing-calculator]");
    const field = (name: string) => calculator.locator(`[name="${name}"]`);
    await field("plan").selectOption("builder2");
    await field("users").fill("23");
    await field("guests").fill("6200");
    await field("documents").fill("250000");
    await field("storageGb").fill("9");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    typed = true;

    await hydrated(page);
    const advanced = visibleBuilderPlans().find((plan) => plan.id === "builder2");
    const usage = { users: 23, guests: 6200, documents: 250_000, storageGb: 9 };
    const monthlyCents = toCents(advanced!.price) + workspacePrice(usage).monthlyCents;
    await expect
      .poll(
        () => calculator.locator("[data-monthly-cents]").getAttribute("data-monthly-cents"),
        SETTLES,
      )
      .toBe(String(monthlyCents));
    expect(await field("users").inputValue()).toBe("23");
    expect(await field("plan").inputValue()).toBe("builder2");
    await page.context().close();
  });
});
