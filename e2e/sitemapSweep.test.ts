import { beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseURL, launchBrowserPerFile } from "./browser";
import { collectImageUrls } from "./pageImages";
import { sitemapPaths } from "./sitemap";

/*
 * Every page of the sitemap, opened once in a desktop browser: axe checks it, and every image
 * it references is asked of the server. (The phone widths have their own sweep, in
 * smallScreens.test.ts.) One visit serves both checks: a page load costs the browser about as
 * much as the image check itself.
 */

const paths = await sitemapPaths();
const { newPage } = launchBrowserPerFile();

/** What one visit of a page found. */
interface Visit {
  status: number | undefined;
  imageUrls: string[];
  violations: string[];
}

/** What requesting each image found, shared by the pages that reference it. */
const answers = new Map<string, Promise<string | undefined>>();

/** Why the server's answer to an image URL is not an image, or undefined when it is. */
async function imageProblem(url: string): Promise<string | undefined> {
  if (new URL(url).origin !== new URL(baseURL).origin) return `${url}: on another host`;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) return `${url}: status ${response.status}`;
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("image/")) return `${url}: Content-Type ${type}`;
  return undefined;
}

/**
 * Two visitors, each in a browser context of its own, take the next unvisited page until none
 * is left: axe keeps one core busy, so the second core loads and checks a page meanwhile. A
 * visitor's page stays open from path to path, so its scripts and styles load once.
 */
async function visitEveryPage(): Promise<Map<string, Visit>> {
  const queue = [...paths];
  const visits = new Map<string, Visit>();
  const visitor = async () => {
    const page = await newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await page.goto(path, { waitUntil: "load" });
      const imageUrls = await collectImageUrls(page);
      for (const url of imageUrls) if (!answers.has(url)) answers.set(url, imageProblem(url));
      visits.set(path, {
        status: response?.status(),
        imageUrls,
        violations: await accessibilityViolations(page),
      });
    }
    await page.context().close();
  };
  await Promise.all([visitor(), visitor()]);
  return visits;
}

let visits: Map<string, Visit>;
beforeAll(async () => {
  visits = await visitEveryPage();
}, 600_000);

describe("every page of the sitemap at a desktop's width", () => {
  it("was visited, each once", () => {
    expect(paths.length).toBeGreaterThan(60);
    expect([...visits.keys()].sort()).toEqual([...paths].sort());
  });

  it("has nothing axe finds", () => {
    const found = [...visits].flatMap(([path, { violations }]) =>
      violations.map((violation) => `${path}: ${violation}`),
    );
    expect(found).toEqual([]);
  });

  it.each(paths)("%s answers 200 and references only images the server answers", async (path) => {
    const visit = visits.get(path);
    expect(visit?.status, path).toBe(200);
    const problems: string[] = [];
    for (const url of visit?.imageUrls ?? []) {
      const problem = await answers.get(url);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it("found the catalogue's pictures among them", () => {
    // The store pages show the apps' images: a sweep that saw none checked nothing.
    const urls = [...visits.values()].flatMap(({ imageUrls }) => imageUrls);
    expect(urls.some((url) => url.includes("/images/apps/"))).toBe(true);
  });
});
