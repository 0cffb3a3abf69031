import type { StudioPageWeighing, WeighedArm } from "@workcraft/api";
import { PAGE_WEIGHT_BUDGETS, WEIGHT_PHONE } from "@workcraft/domain/rules";
import { gzipSync } from "node:zlib";
import type { ListedStudioPage } from "../app/content/studioListings";
import type { StudioPageReader } from "../app/content/studioPages.server";

/*
 * What a page weighs on a phone, read from its HTML as the server renders it: the HTML itself,
 * the stylesheets and scripts it names (as the server sends them, compressed), and for each
 * picture the file a phone's browser would choose from its `srcset` and `sizes`.
 */

/** The phone a page is weighed on: its width in CSS pixels and its pixel density. */
export interface Phone {
  width: number;
  density: number;
}

/** The files a page's HTML makes a browser fetch: stylesheets, scripts and chosen pictures. */
export interface PageFiles {
  styles: string[];
  scripts: string[];
  images: string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, "iu").exec(tag)?.[1]?.replaceAll("&amp;", "&");

/** A CSS length in `px` or `rem` (16 px) as pixels, or NaN. */
const pixels = (value: string, unit: string) => Number(value) * (unit === "rem" ? 16 : 1);

/**
 * The width a picture takes on `phone`, in CSS pixels, by its `sizes`: the first entry whose
 * media condition (`(min-width: …)`, `(max-width: …)` in `px` or `rem`) holds, in `vw`, `px` or
 * `rem`. An entry it cannot read is passed over; with none, the picture takes the whole width.
 */
export function slotWidth(sizes: string | undefined, phone: Phone): number {
  for (const entry of (sizes ?? "").split(",").map((part) => part.trim())) {
    const match =
      /^(?:\((min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem)\)\s+)?(\d+(?:\.\d+)?)(vw|px|rem)$/u.exec(
        entry,
      );
    if (!match) continue;
    const [, bound, limit = "0", limitUnit = "px", length = "0", unit = "px"] = match;
    if (bound === "min" && phone.width < pixels(limit, limitUnit)) continue;
    if (bound === "max" && phone.width > pixels(limit, limitUnit)) continue;
    return unit === "vw" ? (phone.width * Number(length)) / 100 : pixels(length, unit);
  }
  return phone.width;
}

/**
 * The candidate of `srcset` a browser on `phone` chooses for a slot of `sizes`: the narrowest at
 * least as wide as the slot's device pixels, else the widest. Candidates without a width
 * descriptor (`1x`) count as the slot's width.
 */
export function chosenCandidate(
  srcset: string,
  sizes: string | undefined,
  phone: Phone,
): string | undefined {
  const needed = slotWidth(sizes, phone) * phone.density;
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/u))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({
      url: url!,
      width: descriptor?.endsWith("w") ? Number(descriptor.slice(0, -1)) : needed,
    }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url;
}

/** The files the page `html` makes a browser on `phone` fetch. */
export function pageFiles(html: string, phone: Phone = WEIGHT_PHONE): PageFiles {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gu)) {
    const href = attribute(tag, "href")?.replace(/#.*$/u, "");
    const rel = attribute(tag, "rel");
    if (!href?.startsWith("/")) continue;
    if (rel === "stylesheet") styles.add(href);
    if (rel === "modulepreload") scripts.add(href);
  }
  for (const [, src] of html.matchAll(/<script\s[^>]*src="(\/[^"]+)"/gu)) scripts.add(src!);
  // The page's module script names the rest: the files it preloads and imports after the first
  // paint (`scriptsAfterFirstPaint`).
  for (const [, source] of html.matchAll(
    /<script\s[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gu,
  )) {
    for (const [, src] of source!.matchAll(/"(\/assets\/[^"]+\.js)"/gu)) scripts.add(src!);
  }

  const images: string[] = [];
  // A picture's first WebP source is what a browser that reads WebP takes; else its img.
  const pictures = [...html.matchAll(/<picture[\s>][\s\S]*?<\/picture>/gu)].map(([whole]) => whole);
  const outside = pictures.reduce((rest, picture) => rest.replace(picture, ""), html);
  const choose = (tag: string) => {
    const srcset = attribute(tag, "srcset");
    const chosen = srcset ? chosenCandidate(srcset, attribute(tag, "sizes"), phone) : undefined;
    return chosen ?? attribute(tag, "src");
  };
  for (const picture of pictures) {
    const source = /<source\s[^>]*type="image\/webp"[^>]*>/u.exec(picture)?.[0];
    const img = /<img\s[^>]*>/u.exec(picture)?.[0];
    const chosen = source ? choose(source) : img ? choose(img) : undefined;
    if (chosen) images.push(chosen);
  }
  for (const [tag] of outside.matchAll(/<img\s[^>]*>/gu)) {
    const chosen = choose(tag);
    if (chosen && !chosen.startsWith("data:")) images.push(chosen);
  }
  return { styles: [...styles], scripts: [...scripts], images };
}

/**
 * Weighs pages: `render` gives a document's HTML at a path, in an experiment's arm for a variant
 * (null when it cannot be shown), and `sizeOf` the bytes a file is sent in (compressed where the
 * server compresses it), null when the server has no such file.
 */
export function pageWeigher({
  render,
  sizeOf,
  phone = WEIGHT_PHONE,
}: {
  render: (path: string, page: Record<string, unknown>, arm?: WeighedArm) => Promise<string | null>;
  sizeOf: (url: string) => Promise<number | null>;
  phone?: Phone;
}): (
  path: string,
  page: Record<string, unknown>,
  arm?: WeighedArm,
) => Promise<StudioPageWeighing | null> {
  const weighAll = async (urls: readonly string[], budget: number) => {
    const sizes = await Promise.all(urls.map((url) => sizeOf(url)));
    return {
      bytes: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0),
      files: urls.length,
      budget,
    };
  };
  return async (path, page, arm) => {
    const html = await render(path, page, arm);
    if (html === null) return null;
    const files = pageFiles(html, phone);
    const [css, js, images] = await Promise.all([
      weighAll(files.styles, PAGE_WEIGHT_BUDGETS.css),
      weighAll(files.scripts, PAGE_WEIGHT_BUDGETS.js),
      weighAll(files.images, PAGE_WEIGHT_BUDGETS.images),
    ]);
    return {
      html: { bytes: gzipSync(html).byteLength, files: 1, budget: PAGE_WEIGHT_BUDGETS.html },
      css,
      js,
      images,
    };
  };
}

/**
 * How the page route reads a document it renders to be weighed at `path`: as the Studio page
 * published there, and, for a variant, as the page an experiment's `arm` shows there (in place of
 * whichever page is there, as visitors in that arm are sent it), among the site's `listed` pages.
 */
export function weighingReader(
  path: string,
  content: Record<string, unknown>,
  listed: ListedStudioPage[],
  arm?: WeighedArm,
): StudioPageReader {
  return {
    find: async (asked) =>
      asked === path ? { path, version: 0, content, publishedAt: new Date() } : null,
    list: async () => listed,
    ...(arm
      ? { armAt: (asked: string) => (asked === path ? { ...arm, content } : undefined) }
      : {}),
  };
}
