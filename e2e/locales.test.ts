import { localizedPath } from "@workcraft/domain/rules";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowserPerFile } from "./browser";
import { sameInLocale } from "./sameInEveryLocale";

const { newPage } = launchBrowserPerFile();

const phone = { width: 390, height: 844 };

/**
 * What the shell says on one page as a visitor meets it: the header with every mega-menu opened
 * in turn, the skip link, the footer, and, at a phone's width, the open mobile menu; each line of
 * text and each accessible name (aria-label, title). The footer's links to content pages (use
 * cases: their titles are content, translated with the pages) are left out.
 */
async function shellStrings(page: Page, path: string): Promise<Set<string>> {
  const strings = new Set<string>();
  const collect = async (selector: string) => {
    const found = await page.$$eval(selector, (roots) =>
      roots.flatMap((root) => {
        const content = [...root.querySelectorAll("a[href*='/use-case/']")].map(
          (link) => (link as HTMLElement).innerText,
        );
        const lines = (root as HTMLElement).innerText.split("\n");
        const names = [root, ...root.querySelectorAll("[aria-label], [title]")].flatMap(
          (element) => [element.getAttribute("aria-label"), element.getAttribute("title")],
        );
        return [...lines, ...names]
          .map((text) => text?.trim() ?? "")
          .filter((text) => text !== "" && !content.includes(text));
      }),
    );
    for (const text of found) strings.add(text);
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await collect("header, footer, a[href='#main']");
  // Each mega-menu's panel opens by the keyboard, as a visitor's Enter on its trigger does.
  const triggers = page.locator("[data-slot='mega-menu-trigger']");
  for (let index = 0; index < (await triggers.count()); index += 1) {
    await triggers.nth(index).focus();
    await page.keyboard.press("Enter");
    await page.locator("[data-slot='mega-menu-content'][data-state='open']").waitFor();
    await collect("header");
    await page.keyboard.press("Escape");
    await page.locator("[data-slot='mega-menu-content'][data-state='open']").waitFor({
      state: "detached",
    });
  }

  await page.setViewportSize(phone);
  await page.locator("[data-slot='mobile-menu-trigger']").click();
  await page.getByRole("dialog").waitFor();
  await collect("[role='dialog']");
  await page.keyboard.press("Escape");
  return strings;
}

describe.each(["de", "fr"] as const)("the shell on %s pages", (locale) => {
  it.each(["/", "/pricing"])("leaves no English on %s but names", async (pagePath) => {
    const page = await newPage();
    const english = await shellStrings(page, pagePath);
    const translated = await shellStrings(page, localizedPath(pagePath, locale));
    // What is compared holds the panels and the mobile menu, not only what shows at first.
    expect(english).toContain("Enterprise Consultants");
    expect(english).toContain("Close menu");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const left = [...translated].filter((text) => english.has(text) && !sameInLocale(locale, text));
    expect(left).toEqual([]);
    // The menu's links lead to the locale's pages where they exist.
    expect(
      await page.locator(`header a[href='${localizedPath("/pricing", locale)}']`).count(),
    ).toBeGreaterThan(0);
  });
});
