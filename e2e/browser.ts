import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";

/** The URL of the production server that the global setup started. */
export const baseURL = inject("baseURL");

/**
 * Gives a test file one headless Debian Chromium (a fresh profile each launch), closed after
 * the file's tests. Each test opens its own page through `newPage`.
 */
export function launchBrowserPerFile(): {
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
} {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ viewport, baseURL });
      return context.newPage();
    },
  };
}

/**
 * axe's findings for the page as it is now, WCAG 2.2 A and AA, as readable lines.
 *
 * A page without frames is checked in one `axe.run` inside the page (the builder's legacy
 * mode): the same rules and the same findings as the frame-by-frame mode, which also opens a
 * blank page for every check and injects axe there again, twice the time. A page with frames
 * gets the frame-by-frame mode, which checks frames of other origins too.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
