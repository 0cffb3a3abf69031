import { describe, expect, it } from "vitest";
import { accessibilityViolations, baseURL, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

const DEFAULT_TITLE = "Automate Sales, Marketing, Document Management & E-Learning";
const DEFAULT_DESCRIPTION =
  "Automate sales, marketing, document management and e-learning workflows through custom cloud apps. No programming skills required.";

describe("the landing page", () => {
  it("renders its heading with the spec's default title and description", async () => {
    const page = await newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(DEFAULT_TITLE);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      DEFAULT_DESCRIPTION,
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /\/share\/workcraft\.png$/,
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Business apps for every workflow, without writing code",
    );
  });

  it("asks no other host for anything", async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/", { waitUntil: "networkidle" });
    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter((url) => !url.startsWith(baseURL) && !url.startsWith("data:"))).toEqual(
      [],
    );
  });

  it("loads the self-hosted font", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Inter Variable"');
    });
    expect(loaded).toBe(true);
  });

  it("has no accessibility violation on a phone or a desktop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await newPage(viewport);
      await page.goto("/", { waitUntil: "networkidle" });
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });

  it("lets a keyboard user skip to the content", async () => {
    const page = await newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    expect(new URL(page.url()).hash).toBe("");
  });
});

describe("an unknown path", () => {
  it("answers 404 with the 404 page", async () => {
    const page = await newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe("Page not found | Workcraft");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("hydrates, so its home link navigates inside the app without reloading", async () => {
    const page = await newPage();
    await page.goto("/no-such-page", { waitUntil: "networkidle" });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page
      .getByRole("heading", {
        level: 1,
        name: "Business apps for every workflow, without writing code",
      })
      .waitFor();
    await expect(page.title()).resolves.toBe(DEFAULT_TITLE);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });
});
