import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACTING_BLOCK_TYPES } from "../site/app/blocks/blockActs";
import { viewedBlockTypes } from "../site/app/blocks/blockViews";
import { pageFiles } from "../site/server/pageWeight";
import { baseURL, launchBrowserPerFile } from "./browser";
import { sitemapPaths } from "./sitemap";

const { newPage } = launchBrowserPerFile();

/** A phone's window: every check of this file is made at a phone's width. */
const PHONE = { width: 390, height: 844 };
const SETTLES = { timeout: 10_000 };

const acting: readonly string[] = ACTING_BLOCK_TYPES;
/** The block types that do not act: the server draws them and the browser keeps its HTML. */
const drawnTypes = viewedBlockTypes.filter((type) => !acting.includes(type));

/** The view scripts a name of `/assets/<Type>Block-<hash>.js` belongs to, among `types`. */
const viewScriptOf = (types: readonly string[], file: string) =>
  types.find((type) => new RegExp(`/assets/${type}Block-[\\w-]{8}\\.js$`, "u").test(file));

/** The block views' scripts `page` asks for from now on, by block type. */
function viewScriptsAsked(page: Page): () => string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const type = viewScriptOf(viewedBlockTypes, new URL(request.url()).pathname);
    if (type) asked.push(type);
  });
  return () => asked;
}

/** The parts of the page the server drew and the browser kept, by the name the page gives them. */
const drawnParts = (page: Page) =>
  page
    .locator("[data-server-drawn]")
    .evaluateAll((parts) => parts.map((part) => part.getAttribute("data-server-drawn")));

/**
 * Whether React hydrated each element inside the parts `parts` finds (and each part itself, with
 * `withParts`): React marks each element it hydrates with its fiber.
 */
const hydrationMarks = (parts: Locator, { withParts = false } = {}) =>
  parts.evaluateAll(
    (found, withRoots) =>
      found.flatMap((part) =>
        [...(withRoots ? [part] : []), ...part.querySelectorAll("*")].map((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
        ),
      ),
    withParts,
  );

describe("blocks that do not act, at a phone's width", () => {
  it("ship no script: no page of the sitemap names the view of a block that does not act", async () => {
    const drawnSomewhere = new Set<string>();
    const named: string[] = [];
    for (const path of await sitemapPaths()) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      for (const file of pageFiles(html).scripts) {
        const type = viewScriptOf(drawnTypes, file);
        if (type) named.push(`${path}: ${type}`);
      }
      // What the page's start loads before it hydrates: the types its hidden list names.
      const hydrated = /data-block-types="([^"]*)"/u.exec(html)?.[1]?.split(" ") ?? [];
      for (const type of hydrated.filter((type) => drawnTypes.includes(type))) {
        named.push(`${path}: ${type} is hydrated`);
      }
      for (const [, part] of html.matchAll(/data-server-drawn="([^"]+)"/gu)) {
        drawnSomewhere.add(part!);
      }
    }
    expect(named).toEqual([]);
    // Every block that does not act is on some page of the sitemap, drawn by the server; so is
    // the footer.
    expect(drawnTypes.filter((type) => !drawnSomewhere.has(type))).toEqual([]);
    expect(drawnSomewhere.has("footer")).toBe(true);
    expect(drawnTypes.length).toBeGreaterThan(8);
  });

  it("loads none of their views in the browser, and React leaves their HTML alone", async () => {
    const page = await newPage(PHONE);
    const asked = viewScriptsAsked(page);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await drawnParts(page)).toEqual(
      expect.arrayContaining(["Hero", "FeatureGrid", "CallToAction", "footer"]),
    );
    expect(asked()).toEqual(["Roadmap"]);
    // React marks each element it hydrates with its fiber: none inside a drawn part, the
    // elements of the roadmap (which acts) all.
    for (const part of ["Hero", "FeatureGrid", "footer"]) {
      const marks = await hydrationMarks(page.locator(`[data-server-drawn="${part}"]`));
      expect(marks.length, part).toBeGreaterThan(3);
      expect(marks.filter(Boolean).length, part).toBe(0);
    }
    const roadmap = await hydrationMarks(page.locator("section:has(button[aria-pressed])"));
    expect(roadmap.length).toBeGreaterThan(3);
    expect(roadmap.every(Boolean)).toBe(true);
    await page.context().close();
  });

  it("keep their links: one opens its page in the same document, its page fetched on hover first", async () => {
    const page = await newPage(PHONE);
    const asked = viewScriptsAsked(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => (window.__sameDocument = true));
    const link = page
      .locator('[data-server-drawn="footer"]')
      .getByRole("link", { name: "Project Management and Productivity" });
    const fetchedAhead = page.waitForRequest((request) =>
      request.url().includes("/use-case/project-management-and-productivity.data"),
    );
    await link.hover();
    await fetchedAhead;
    await link.click();
    await page.waitForURL("**/use-case/project-management-and-productivity", SETTLES);
    // The next page's blocks are drawn in the browser, with their views, the FAQ's among them.
    const question = page.getByText("Can people outside the company work on a board?");
    await question.click();
    await expect.poll(() => page.getByText("Invite them as guest users").isVisible()).toBe(true);
    expect(asked()).toContain("FAQ");
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    // A modified click is the browser's: the page stays where it is.
    const onPage = page.url();
    const opened = page.context().waitForEvent("page");
    await page
      .locator('[data-server-drawn="footer"]')
      .getByRole("link", { name: "Pricing" })
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    expect(page.url()).toBe(onPage);
    await page.context().close();
  });

  it("keep their links working without any script", async () => {
    const page = await newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/");
    await page
      .locator('[data-server-drawn="footer"]')
      .getByRole("link", { name: "Project Management and Productivity" })
      .click();
    await page.waitForURL("**/use-case/project-management-and-productivity", SETTLES);
    await page.context().close();
  });
});

describe("what acts, at a phone's width", () => {
  it("the menu opens and its links work", async () => {
    const page = await newPage(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor(SETTLES);
    await menu.getByRole("link", { name: "Pricing" }).first().click();
    await page.waitForURL("**/pricing", SETTLES);
    await page.context().close();
  });

  it("the desktop's menu and the header's row of actions are kept as drawn while hidden, and run once the window is a desktop's", async () => {
    const page = await newPage(PHONE);
    await page.goto("/", { waitUntil: "networkidle" });
    const menu = page.locator("[data-slot='mega-menu']");
    const rowCart = page.locator("header a[data-slot=header-cart]").first();
    // Hidden at a phone's width, they are not hydrated: none of their elements has a fiber.
    const marks = await hydrationMarks(menu, { withParts: true });
    expect(marks.length).toBeGreaterThan(20);
    expect(marks.filter(Boolean)).toEqual([]);
    expect(await menu.getAttribute("data-enhanced")).toBeNull();
    expect((await hydrationMarks(rowCart, { withParts: true })).filter(Boolean)).toEqual([]);
    // The phone's menu button is hydrated, and its menu holds the actions.
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .locator("a[data-slot=header-cart]")
      .waitFor(SETTLES);
    await page.keyboard.press("Escape");
    // A desktop's width: the menu is drawn anew, runs, and its panel opens by keyboard.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => menu.getAttribute("data-enhanced"), SETTLES).toBe("");
    expect(await page.locator("[data-slot='mega-menu']").count()).toBe(1);
    await page.getByRole("button", { name: "Products" }).focus();
    await page.keyboard.press("Enter");
    await page.locator("[data-slot='mega-menu-content'][data-state='open']").waitFor(SETTLES);
    expect((await hydrationMarks(rowCart, { withParts: true })).every(Boolean)).toBe(true);
    await page.context().close();
  });

  it("the store's search filters as one types, and an app goes into the cart", async () => {
    const page = await newPage(PHONE);
    await page.goto("/business-app/apps");
    await page.getByRole("searchbox").first().fill("quotes");
    await page.waitForURL(/q=quotes/u, SETTLES);
    await expect
      .poll(() => page.getByRole("heading", { name: "Sales Quotes" }).isVisible(), SETTLES)
      .toBe(true);
    await page.goto("/business-app/apps/sales-quotes");
    await page
      .getByRole("button", { name: /add to cart/iu })
      .first()
      .click();
    await expect.poll(() => page.getByText(/is connected with/u).isVisible(), SETTLES).toBe(true);
    await page.context().close();
  });

  it("a template goes into the cart, while its intro, prices and apps stay as the server drew them", async () => {
    const page = await newPage(PHONE);
    await page.goto("/business-app/templates/backoffice-for-startups", {
      waitUntil: "networkidle",
    });
    expect(await drawnParts(page)).toEqual(
      expect.arrayContaining(["template intro", "template price", "template apps", "footer"]),
    );
    // React hydrated none of the drawn parts' elements (see above), and every element of the
    // cart button's card outside them.
    const marks = await hydrationMarks(page.locator('[data-server-drawn^="template "]'));
    expect(marks.length).toBeGreaterThan(30);
    expect(marks.filter(Boolean)).toEqual([]);
    // The app cards' links open their pages.
    expect(
      await page.locator('[data-server-drawn="template apps"]').getByRole("link").count(),
    ).toBeGreaterThan(3);
    await page.getByRole("button", { name: "Add template to cart" }).click();
    await page.getByRole("button", { name: "Template in cart" }).waitFor(SETTLES);
    await page.context().close();
  });

  it("the price calculator counts what is typed", async () => {
    const page = await newPage(PHONE);
    await page.goto("/pricing");
    const total = page.locator("[data-calculator-total] [data-monthly-cents]");
    const before = await total.getAttribute("data-monthly-cents");
    await page.locator('[name="users"]').fill("40");
    await expect.poll(() => total.getAttribute("data-monthly-cents"), SETTLES).not.toBe(before);
    await page.context().close();
  });

  it("a vote is counted", async () => {
    const page = await newPage(PHONE);
    const listed = page.waitForResponse((response) => response.url().endsWith("/roadmap/list"));
    await page.goto("/");
    await listed;
    // An app other journeys leave alone: the roadmap's last.
    const vote = page.getByRole("button", { name: /^Vote for .+ \d+ votes?$/u }).last();
    const answered = page.waitForResponse((response) => response.url().endsWith("/roadmap/vote"));
    await vote.click();
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() => page.getByRole("button", { name: /^Voted for .+ \d+ votes?$/u }).count(), SETTLES)
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it("a lead form says what is missing", async () => {
    const page = await newPage(PHONE);
    await page.goto("/contact");
    const form = page.locator("form[data-lead-form][data-hydrated]").first();
    await form.waitFor(SETTLES);
    await form
      .getByRole("button", { name: /send|submit/iu })
      .first()
      .click();
    await expect.poll(() => form.getByRole("alert").count(), SETTLES).toBeGreaterThan(0);
    await page.context().close();
  });
});
