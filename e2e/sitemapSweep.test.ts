import { localeOfPath } from "@workcraft/domain/rules";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseURL, launchBrowserPerFile } from "./browser";
import { collectImageUrls } from "./pageImages";
import { sameInLocale } from "./sameInEveryLocale";
import { sitemapPaths } from "./sitemap";

/*
 * Every page of the sitemap, opened once in a desktop browser: axe checks it, and every image
 * it references is asked of the server, and what it says is read, so a German or French page can
 * be held to saying nothing its English page says but names. (The phone widths have their own
 * sweep, in smallScreens.test.ts.) One visit serves every check: a page load costs the browser
 * about as much as the image check itself.
 */

const paths = await sitemapPaths();
const { newPage } = launchBrowserPerFile();

/** What one visit of a page found. */
interface Visit {
  status: number | undefined;
  imageUrls: string[];
  violations: string[];
  /** The path of the page's English version, as its `hreflang="en"` link names it. */
  english: string | undefined;
  /** Each line of its text, each accessible name and text alternative, its title and description. */
  words: string[];
}

/** What a page says: the lines of its text, its names and alternatives, title and description. */
function wordsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = new Set<string>();
    const add = (text: string | null | undefined) => {
      const line = text?.replace(/\s+/gu, " ").trim();
      if (line) words.add(line);
    };
    for (const line of document.body.innerText.split("\n")) add(line);
    const named = document.querySelectorAll("[aria-label], [alt], [title], [placeholder]");
    for (const element of named) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        add(element.getAttribute(name));
      }
    }
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute("content"));
    return [...words];
  });
}

/** The path of the English page a page names as its translation, if any. */
async function englishAlternateOf(page: Page): Promise<string | undefined> {
  const href = await page.evaluate(() =>
    document.querySelector('head link[rel="alternate"][hreflang="en"]')?.getAttribute("href"),
  );
  return href ? new URL(href).pathname : undefined;
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
        english: await englishAlternateOf(page),
        words: await wordsOn(page),
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

  it("leaves no English on a German or French page but names", () => {
    // Each translated page against its English one: a line or name both say, that is not a
    // name or a word the language takes as English writes it, was left untranslated.
    const left: string[] = [];
    let compared = 0;
    for (const [path, visit] of visits) {
      const { locale } = localeOfPath(path);
      if (locale === "en") continue;
      const english = visit.english === undefined ? undefined : visits.get(visit.english);
      if (!english) continue;
      compared += 1;
      const englishWords = new Set(english.words);
      for (const text of visit.words) {
        if (englishWords.has(text) && !sameInLocale(locale, text)) left.push(`${path}: ${text}`);
      }
    }
    // Every German and French page of the sitemap has its English one.
    expect(compared).toBe(paths.filter((path) => localeOfPath(path).locale !== "en").length);
    expect(compared).toBeGreaterThan(100);
    expect(left).toEqual([]);
  });

  it("found the catalogue's pictures among them", () => {
    // The store pages show the apps' images: a sweep that saw none checked nothing.
    const urls = [...visits.values()].flatMap(({ imageUrls }) => imageUrls);
    expect(urls.some((url) => url.includes("/images/apps/"))).toBe(true);
  });
});
