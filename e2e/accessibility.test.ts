import { describe, expect, it } from "vitest";
import { accessibilityViolations, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

describe("accessibility", () => {
  it.each([
    "/",
    "/pricing",
    "/business-app/apps/deal-flow",
    "/blog",
    "/documentation",
    "/interest",
  ])("axe finds nothing on %s at a phone's width", async (path) => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: "load" });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

it("axe finds nothing on / at a tablet's width, with the menu row scrolled", async () => {
  const page = await newPage({ width: 768, height: 900 });
  await page.goto("/", { waitUntil: "load" });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Scroll right" }).click();
  expect(await accessibilityViolations(page)).toEqual([]);
});

describe("touch targets while the page is still loading", () => {
  /** The heights of the cards' links on `path`, whose web font is `fontArrives` or never comes. */
  async function cardLinkHeights(path: string, width: number, fontArrives: boolean) {
    const page = await newPage({ width, height: 900 });
    // Held requests: the page as a visitor sees it while Inter and the pictures still load.
    if (!fontArrives) await page.route(/\.woff2$|\/images\//u, () => {});
    await page.goto(path, { waitUntil: "domcontentloaded" });
    // Cards far from the screen are laid out only as they come near it (the store's list,
    // content-visibility: auto): measure every card laid out, as a visitor reaches it.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("main *")) {
        if (getComputedStyle(element).contentVisibility === "auto") {
          element.style.contentVisibility = "visible";
        }
      }
    });
    // A card's link: its heading's text, whose ::after covers the card.
    const heights = await page
      .locator("main :is(h2, h3, h4) > a")
      .evaluateAll((links) =>
        links
          .filter((link) => getComputedStyle(link, "::after").position === "absolute")
          .map((link) => link.getBoundingClientRect().height),
      );
    await page.context().close();
    return heights;
  }

  it.each([
    ["/products-startups", 1280],
    ["/products-startups", 390],
    ["/business-app/apps", 1280],
    ["/business-app", 390],
  ])(
    "every card's link on %s at %i px is a 24 px target, before and after Inter arrives",
    async (path, width) => {
      for (const fontArrives of [false, true]) {
        const heights = await cardLinkHeights(path, width, fontArrives);
        expect(heights.length).toBeGreaterThan(3);
        expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
      }
    },
  );
});
