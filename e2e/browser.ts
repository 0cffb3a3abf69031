import AxeBuilder from "@axe-core/playwright";
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { ACCESSIBILITY_TAGS } from "../site/app/config/accessibility";

/** The URL of the production server that the global setup started. */
export const baseURL = inject("baseURL");

/**
 * Gives a test file one headless Debian Chromium (a fresh profile each launch), closed after
 * the file's tests. Each test opens its own page through `newPage`.
 */
export function launchBrowserPerFile(): {
  newPage: (
    viewport?: { width: number; height: number },
    options?: BrowserContextOptions,
  ) => Promise<Page>;
} {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: async (viewport = { width: 1280, height: 800 }, options = {}) => {
      const context = await browser.newContext({ viewport, baseURL, ...options });
      const page = await context.newPage();
      // Without JavaScript a page never hydrates: nothing to wait for.
      return options.javaScriptEnabled === false ? page : opensHydrated(page);
    },
  };
}

/**
 * Waits until React has hydrated the page in `page` (`data-hydrated` on its root element). A
 * page's scripts start after its first paint, so its load event comes before them. Pages made
 * with `opensHydrated` wait for this when they open; a journey that opened a page without waiting
 * (`domcontentloaded`) calls it before it uses what only the script does.
 */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
}

/** How long a page may take from its load event to hydrate before the journey fails. */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Makes `page.goto` and `page.reload` wait, when they wait for the load event (as they do unless
 * told otherwise), until the page opened has hydrated (`hydrated`), if it is a page with a
 * script: a page's scripts start after its first paint, so its load event comes before them, and
 * a journey that clicks right after opening a page would race them. A journey about the page
 * before its script ran opens it with `waitUntil: "domcontentloaded"` (or "commit"), which does
 * not wait. A page that does not hydrate in time fails the step, naming it.
 */
export function opensHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilHydrated = async (waitUntil: string | undefined) => {
    if (waitUntil === "domcontentloaded" || waitUntil === "commit") return;
    if ((await page.locator('script[type="module"]').count()) === 0) return;
    try {
      await hydrated(page, HYDRATION_TIMEOUT_MS);
    } catch (error) {
      throw new Error(
        `${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s of its load event ` +
          `(a journey about the page before its script opens it with waitUntil "domcontentloaded")`,
        { cause: error },
      );
    }
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(options?.waitUntil);
    return response;
  };
  return page;
}

/**
 * Waits until the page is at rest as a visitor sees it: its web fonts loaded (or failed), no
 * scroll under way (a smooth scroll to a focused element, say) and every finite animation or
 * transition ended. Checks made before that measure a page that is still moving.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let still = 0; still < 3;) {
      const before = [window.scrollX, window.scrollY];
      await nextFrame();
      still = before[0] === window.scrollX && before[1] === window.scrollY ? still + 1 : 0;
    }
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * axe's findings for the page at rest (`pageAtRest`), WCAG 2.2 A and AA, as readable lines.
 * `within` (a CSS selector) checks one part of the page only: for a test of that part's states,
 * such as a pressed vote button, where the rest of the page is as served and the sitemap sweep
 * of `sitemapSweep.test.ts` checks it whole.
 *
 * A page without frames is checked in one `axe.run` inside the page (the builder's legacy
 * mode): the same rules and the same findings as the frame-by-frame mode, which also opens a
 * blank page for every check and injects axe there again, twice the time. A page with frames
 * gets the frame-by-frame mode, which checks frames of other origins too.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  await pageAtRest(page);
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .withTags([...ACCESSIBILITY_TAGS])
    .setLegacyMode(page.frames().length === 1)
    // Every node of every violation, but only one node of each other kind: axe builds far fewer
    // result objects, and the findings are the same.
    .options({ resultTypes: ["violations"] })
    .analyze();
  // A frame axe could not check is left out of the findings without a word: one that did not take
  // axe in within the builder's second, or one whose window was running axe already (axe runs
  // once at a time in a window). Here it fails the check, naming the frame.
  const untested = results.incomplete
    .filter((result) => result.id === "frame-tested")
    .flatMap((result) => result.nodes.map((node) => node.target.join(" ")));
  if (untested.length > 0) {
    throw new Error(
      `axe could not check inside ${untested.join(", ")}: check the page at rest, when nothing else runs axe in its frames`,
    );
  }
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * The scripts and stylesheets `page` loads as it visits `paths` one after the other, each path
 * until the network is idle. Their bodies are asked of the server once the visits are over, not
 * read from the browser: a body is gone from the browser once its page navigates away, and a
 * response reported late (after the network was idle) was read after the next navigation and
 * failed the run (a fresh-clone run did so). The files are the server's, built and unchanging.
 */
export async function loadedCode(
  page: Page,
  paths: string[],
): Promise<{ scripts: string[]; stylesheets: string[] }> {
  const urls = new Set<string>();
  const note = (response: Response) => void urls.add(response.url());
  page.on("response", note);
  try {
    for (const path of paths) await page.goto(path, { waitUntil: "networkidle" });
  } finally {
    page.off("response", note);
  }
  const bodies = async (extension: string) =>
    Promise.all(
      [...urls]
        .filter((url) => new URL(url).pathname.endsWith(extension))
        .map(async (url) => {
          const response = await fetch(url);
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
          return response.text();
        }),
    );
  return { scripts: await bodies(".js"), stylesheets: await bodies(".css") };
}
