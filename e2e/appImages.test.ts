import { CATALOGUE_APPS, appShareImageUrl, type CatalogueApp } from "@workcraft/domain";
import { describe, expect, it } from "vitest";
import { baseURL, launchBrowserPerFile } from "./browser";
import { collectImageUrls } from "./pageImages";

/** Every value of a field named `…Url` in `value`, however deep (features and their variants). */
function urlFields(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(urlFields);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === "string" ? (key.endsWith("Url") ? [field] : []) : urlFields(field),
  );
}

/** Every image URL an app's catalogue entry names: icon, picture, feature images, share image. */
function urlsNamedBy(app: CatalogueApp): string[] {
  return [app.imageUrl!, app.imageUrlV2!, appShareImageUrl(app.id), ...urlFields(app.features)];
}

/** The Content-Type and the first bytes a file of the URL's extension must have. */
function expectedFile(url: string): { type: string; looksRight: (bytes: Buffer) => boolean } {
  if (url.endsWith(".svg")) {
    return {
      type: "image/svg+xml",
      looksRight: (bytes) => bytes.toString("utf8", 0, 4) === "<svg",
    };
  }
  if (url.endsWith(".webp")) {
    return {
      type: "image/webp",
      looksRight: (bytes) =>
        bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP",
    };
  }
  return {
    type: "image/jpeg",
    looksRight: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  };
}

/** Runs `check` on every item, at most `limit` at a time, and collects what it reports. */
async function collectProblems<T>(
  items: readonly T[],
  limit: number,
  check: (item: T) => Promise<string | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const problem = await check(item);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return problems;
}

/** Images are cached for a day and then refreshed in the background for a week. */
const IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

describe("the catalogue's app images on the production server", () => {
  const urls = CATALOGUE_APPS.flatMap(urlsNamedBy);

  it("answer every URL the catalogue names with the image, its type and a day's caching", async () => {
    expect(urls).toHaveLength(CATALOGUE_APPS.length * 39);
    const problems = await collectProblems(urls, 8, async (url) => {
      const response = await fetch(`${baseURL}${url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const expected = expectedFile(url);
      if (response.status !== 200) return `${url}: status ${response.status}`;
      if (response.headers.get("content-type")?.split(";")[0] !== expected.type) {
        return `${url}: Content-Type ${response.headers.get("content-type")}`;
      }
      if (response.headers.get("cache-control") !== IMAGE_CACHE_CONTROL) {
        return `${url}: Cache-Control ${response.headers.get("cache-control")}`;
      }
      if (!expected.looksRight(bytes)) return `${url}: not a ${expected.type} file`;
      return undefined;
    });
    expect(problems).toEqual([]);
  }, 180_000);

  it("answers an image URL no app names with a plain 404, not a page", async () => {
    const response = await fetch(`${baseURL}/images/apps/deal-flow/feature-9-sm.webp`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("collectImageUrls", () => {
  const { newPage } = launchBrowserPerFile();

  it("finds each img src and every srcset candidate of img and source, absolute and once", async () => {
    const page = await newPage();
    // A plain file of this server, so relative URLs resolve against it and no app script runs.
    await page.goto("/robots.txt");
    await page.setContent(`
      <img src="/images/apps/deal-flow/picture.jpg" alt="">
      <picture>
        <source type="image/webp" srcset="/a-315.webp 315w, /a-460.webp 460w,/a-725.webp 725w">
        <img src="/a-725.jpg" srcset="/a-315.jpg 315w, https://cdn.example/a-460.jpg 2x" alt="">
      </picture>
      <img srcset="/b.jpg," alt="">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
    `);
    expect(await collectImageUrls(page)).toEqual(
      [
        `${baseURL}/a-315.jpg`,
        `${baseURL}/a-315.webp`,
        `${baseURL}/a-460.webp`,
        `${baseURL}/a-725.jpg`,
        `${baseURL}/a-725.webp`,
        `${baseURL}/b.jpg`,
        `${baseURL}/images/apps/deal-flow/picture.jpg`,
        "https://cdn.example/a-460.jpg",
      ].sort(),
    );
    await page.context().close();
  });
});
