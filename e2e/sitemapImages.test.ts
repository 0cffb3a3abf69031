import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, launchBrowserPerFile } from "./browser";
import { collectImageUrls } from "./pageImages";

/** The paths the sitemap lists; its URLs carry the public host, the pages are asked of this server. */
async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  return paths;
}

const paths = await sitemapPaths();
const { newPage } = launchBrowserPerFile();
/**
 * One page visits every path in turn: its scripts and styles load once, not once per path.
 * The images are asked of the server from here, so the browser's cache changes no answer.
 */
let visitor: Promise<Page> | undefined;
/** What requesting each image found, shared by the pages that reference it. */
const answers = new Map<string, Promise<string | undefined>>();
const imagesSeen = new Set<string>();

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

describe("the images of every page in the sitemap", () => {
  it.each(paths)("%s references only images the server answers", async (path) => {
    visitor ??= newPage();
    const page = await visitor;
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), path).toBe(200);
    const urls = await collectImageUrls(page);
    const problems: string[] = [];
    for (const url of urls) {
      imagesSeen.add(url);
      if (!answers.has(url)) answers.set(url, imageProblem(url));
      const problem = await answers.get(url);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it("found the catalogue's pictures among them", () => {
    // The store pages show the apps' images: a sitemap run that saw none checked nothing.
    expect([...imagesSeen].some((url) => url.includes("/images/apps/"))).toBe(true);
  });
});
