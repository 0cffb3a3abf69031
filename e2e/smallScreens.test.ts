import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowserPerFile, pageAtRest } from "./browser";
import { sitemapPaths } from "./sitemap";

const { newPage } = launchBrowserPerFile();

/**
 * The controls on the page that run past the side of their box (the nearest ancestor a visitor
 * sees as one: with a border or a background of its own, else the page), and the page itself
 * when it is wider than the window. A control inside a row that scrolls sideways is that row's
 * business (its content may well be wider); a visually hidden one has no box to leave.
 */
function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 50)}"`;
    const visibleEdge = (style: CSSStyleDeclaration) =>
      (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== "none") ||
      (parseFloat(style.borderRightWidth) > 0 && style.borderRightStyle !== "none") ||
      style.backgroundImage !== "none" ||
      !/^(transparent|rgba\(0, 0, 0, 0\))$/u.test(style.backgroundColor);
    const controls = document.querySelectorAll(
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button']",
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (
        rect.width < 2 ||
        rect.height < 2 ||
        !control.checkVisibility({ visibilityProperty: true })
      )
        continue;
      let box: Element | null = control.parentElement;
      let scrolls = false;
      while (box && box !== document.body) {
        const style = getComputedStyle(box);
        if (style.overflowX !== "visible" && style.overflowX !== "clip") {
          scrolls = style.overflowX !== "hidden" || box.scrollWidth > box.clientWidth + 1;
          if (scrolls) break;
        }
        if (visibleEdge(style)) break;
        box = box.parentElement;
      }
      if (scrolls) continue;
      const edge =
        box && box !== document.body
          ? box.getBoundingClientRect()
          : { left: 0, right: document.documentElement.clientWidth };
      if (rect.left < edge.left - 1 || rect.right > edge.right + 1) {
        found.push(
          `${name(control)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, its box ${Math.round(edge.left)}–${Math.round(edge.right)} px`,
        );
      }
    }
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth)
      found.push(`the page is ${scrollWidth} px wide in ${clientWidth}`);
    return found;
  });
}

describe("small screens", () => {
  it(
    "no control of any page of the sitemap runs past its box at 360 and 390 px",
    { timeout: 600_000 },
    async () => {
      const paths = await sitemapPaths();
      expect(paths.length).toBeGreaterThan(60);
      const found: string[] = [];
      let checked = 0;
      // Each page opened once, at 390 px, then narrowed to 360 px: the layout follows the
      // window (its media queries, and the parts that measure it listen for its size), and a
      // second visit per page cost the sweep half its time.
      const page = await newPage({ width: 390, height: 800 });
      for (const path of paths) {
        await page.goto(path, { waitUntil: "load" });
        for (const width of [390, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await pageAtRest(page);
          for (const problem of await overflowingControls(page))
            found.push(`${path} at ${width} px: ${problem}`);
          checked += 1;
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
      expect(checked).toBe(paths.length * 2);
    },
  );

  it("keeps the calculator's button inside its card on /pricing at 390 px", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto("/pricing", { waitUntil: "load" });
    await pageAtRest(page);
    const button = page.getByRole("link", { name: "Start with Standard and these numbers" });
    expect(await button.count()).toBe(1);
    expect(
      (await overflowingControls(page)).filter((problem) => problem.includes("Start with")),
    ).toEqual([]);
    await page.context().close();
  });
});
