import { describe, expect, it } from "vitest";
import { accessibilityViolations, launchBrowserPerFile } from "./browser";

/*
 * A visitor reads the site in German or French by choice: the header's language switch (in the
 * mobile menu on a phone) keeps them on the same page where it is translated, else takes them
 * to that language's home. Nothing redirects by address or browser language.
 */

const { newPage } = launchBrowserPerFile();
const PHONE = { width: 390, height: 844 };

describe("the language switch", () => {
  it("takes a visitor on /pricing to /de/pricing, a German page naming its translations", async () => {
    const page = await newPage();
    await page.goto("/pricing");
    const header = page.locator('header[data-slot="header"]');
    expect(await header.locator("details").getAttribute("open")).toBeNull();
    // From the keyboard: the switch's button, then Enter opens its list.
    await header.locator("summary").focus();
    await page.keyboard.press("Enter");
    const list = header.getByRole("list", { name: "Language" });
    await list.waitFor();
    const links = list.getByRole("link");
    expect(await links.allTextContents()).toEqual(["English", "Deutsch", "Français"]);
    expect(await links.nth(0).getAttribute("aria-current")).toBe("true");
    await list.getByRole("link", { name: "Deutsch" }).focus();
    await page.keyboard.press("Enter");

    await page.waitForURL("**/de/pricing");
    await page.locator('html[lang="de"]').waitFor({ state: "attached" });
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`,
        ),
      );
    expect(alternates).toEqual(expect.arrayContaining(["en /pricing", "de /de/pricing"]));
    expect(await header.locator("summary").textContent()).toContain("Deutsch");
    await page.context().close();
  });

  it("leads to the chosen language's home from a page it has no translation of", async () => {
    const page = await newPage();
    await page.goto("/blog/building-your-first-no-code-app");
    const header = page.locator('header[data-slot="header"]');
    await header.locator("summary").click();
    const french = header
      .getByRole("list", { name: "Language" })
      .getByRole("link", { name: "Français" });
    expect(await french.getAttribute("href")).toBe("/fr");
    expect(await page.locator('head link[rel="alternate"]').count()).toBe(0);
    await page.context().close();
  });

  it("is in the mobile menu on a phone", async () => {
    const page = await newPage(PHONE);
    await page.goto("/de/pricing");
    await page.getByRole("button", { name: /Menü|Menu/u }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("summary").click();
    await dialog
      .getByRole("list", { name: "Sprache" })
      .getByRole("link", { name: "Français" })
      .click();
    await page.waitForURL("**/fr/pricing");
    await page.locator('html[lang="fr"]').waitFor({ state: "attached" });
    await page.context().close();
  });
});

describe("the German and French pages at a phone's width", () => {
  it.each(["/de", "/fr", "/de/pricing", "/fr/pricing"])("%s passes axe", async (path) => {
    const page = await newPage(PHONE);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe(path.slice(1, 3));
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
