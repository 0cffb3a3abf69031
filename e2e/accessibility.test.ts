import { describe, expect, it } from "vitest";
import { accessibilityViolations, baseURL, launchBrowserPerFile } from "./browser";

const { newPage } = launchBrowserPerFile();

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
}

describe("accessibility", () => {
  it("axe finds nothing on any page of the sitemap", { timeout: 600_000 }, async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(60);
    // Two visitors, each in a browser context of its own, take the next unchecked page until
    // none is left: axe keeps one core busy, so the second core checks a page meanwhile.
    const queue = [...paths];
    const found: string[] = [];
    const checked: string[] = [];
    const visitor = async () => {
      const page = await newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await page.goto(path, { waitUntil: "load" });
        for (const violation of await accessibilityViolations(page))
          found.push(`${path}: ${violation}`);
        checked.push(path);
      }
    };
    await Promise.all([visitor(), visitor()]);
    expect(found).toEqual([]);
    expect(checked.sort()).toEqual([...paths].sort());
  });

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
