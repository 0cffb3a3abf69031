import { createHash } from "node:crypto";
import {
  failureForLog,
  findPublishedStudioPage,
  findStudioPreview,
  listPublishedStudioPages,
  studioRedirectFrom,
  type DatabaseHandle,
  type StudioPreview,
} from "@workcraft/api";
import {
  localeOfPath,
  localizedPath,
  SITE_LOCALES,
  STUDIO_PREVIEW_PARAMETER,
} from "@workcraft/domain/rules";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { StudioPageReader } from "../app/content/studioPages.server";
import {
  listableStudioPages,
  studioListingsKey,
  type ListedStudioPage,
} from "../app/content/studioListings";
import { freshReading, type FreshReading } from "./freshReading";
import { answerRendered, studioContextKey, type RenderedPages } from "./renderedPages";

/** What the server reads of the Studio's pages: published pages and the paths moved away from. */
export interface StudioPageSource extends StudioPageReader {
  /** Where a page published at `path` moved to, if it did. */
  redirectFrom(path: string): Promise<string | null>;
  /** What the preview link of `token` shows, if there is one. */
  preview(token: string): Promise<StudioPreview | null>;
}

/**
/**
 * A read of the Studio's pages whose failure tells no more than `failureForLog` does: the page
 * route's loader reads them, and React Router logs a loader's error whole, which for a failed
 * query is its text and parameters.
 */
function readingSafely<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await read(...args);
    } catch (error) {
      throw new Error(`Reading the Studio's pages failed: ${failureForLog(error)}`);
    }
  };
}

/**
 * The Studio's pages in the server's database; a page published at one of the site's own paths
 * before they were refused (`siteOwns`) is neither served nor listed (the sitemap, the lists):
 * the site answers there. It stays in the Studio, to be moved.
 */
export function studioPageSourceOf(
  { db }: DatabaseHandle,
  siteOwns: (path: string) => boolean = () => false,
): StudioPageSource {
  return {
    find: readingSafely(async (path: string) =>
      siteOwns(path) ? null : findPublishedStudioPage(db, path),
    ),
    list: readingSafely(async () =>
      (await listPublishedStudioPages(db)).filter(({ path }) => !siteOwns(path)),
    ),
    redirectFrom: readingSafely((path: string) => studioRedirectFrom(db, path)),
    preview: readingSafely((token: string) => findStudioPreview(db, token)),
  };
}

/**
 * How long a server copy answers from its last reading of the Studio's lists before it reads
 * them again: a publish on any copy shows in every copy's lists within this time (plus a render).
 */
export const STUDIO_LISTINGS_FRESH_MS = 1000;

/** The Studio's published pages as last read, and the key of what the site's lists show of them. */
export interface StudioListings {
  listed: ListedStudioPage[];
  /** `studioListingsKey`: empty when no published page belongs to a collection. */
  key: string;
}

/** The Studio's lists as a server copy reads them (see `studioListingsOf`). */
export type StudioListingsReader = FreshReading<StudioListings>;

/**
 * The Studio's lists, read from the database at most once per `STUDIO_LISTINGS_FRESH_MS`: every
 * page request asks, so they cost one query a second rather than one per request.
 */
export function studioListingsOf(
  source: StudioPageSource,
  now: () => number = Date.now,
): StudioListingsReader {
  return freshReading(
    () =>
      source.list().then((listed) => ({
        listed,
        key: studioListingsKey(listableStudioPages(listed)),
      })),
    STUDIO_LISTINGS_FRESH_MS,
    now,
  );
}

/** The renderer's context for one request, giving the page route `reader`. */
export function studioRenderContext(build: ServerBuild, reader: StudioPageReader) {
  const key = studioContextKey(build);
  return () => new RouterContextProvider(new Map([[key, reader]]));
}

let lastTag: { key: string; tag: string } | undefined;
/** The short form of a listings key that cache keys carry (the last one is kept: it rarely changes). */
export function listingsTag(key: string): string {
  if (lastTag?.key !== key) {
    lastTag = { key, tag: createHash("sha256").update(key).digest("base64url").slice(0, 16) };
  }
  return lastTag.tag;
}

/** The key a prerendered page's render with the Studio's lists is kept by (see serveListedPages). */
export function listedPageKey(listingsKey: string, address: string): string {
  return `listed ${listingsTag(listingsKey)} ${address}`;
}

/**
 * The key a Studio page's render is kept by: its address, its published version, what the lists
 * show, and the locales it is published in (`translations`, see `publishedLocalesOf`: its head
 * names each). A move keeps the version, and the render names its address (canonical, og:url,
 * breadcrumbs) and comes through the route that address matched, so the address is part of it.
 */
export function studioPageKey(
  path: string,
  version: number,
  listingsKey: string,
  translations: string,
): string {
  return `studio ${version} ${listingsTag(listingsKey)} ${translations} ${path}`;
}

/**
 * The locales the Studio page at `path` is published in, by `isPublished` (whether the Studio has
 * a page published at a path): its translations are the Studio's pages at its path in the other
 * locales. Written as the render's key takes it: "en,fr".
 */
export function publishedLocalesOf(path: string, isPublished: (path: string) => boolean): string {
  const { pagePath } = localeOfPath(path);
  return SITE_LOCALES.filter((locale) => isPublished(localizedPath(pagePath, locale))).join(",");
}

/**
 * Serves the pages the Studio published, with no build: the first request for a published
 * version renders it through the same page route as every other page, and later ones are
 * answered from memory (see `RenderedPages`), revalidated by an ETag. Every request that reaches
 * this asks the database which version is published; the page is kept by its version and by what
 * the site's lists show. (Before this, the server answers a kept page from the Studio's lists it
 * last read, younger than two seconds: a publish, unpublish or move on another copy shows within
 * them, on the copy that made it at once.) A path the Studio moved a page away from is answered
 * before this, by `serveStudioRedirects`.
 */
export function serveStudioPages({
  source,
  listings,
  pages,
  cacheControl,
}: {
  source: StudioPageSource;
  listings: StudioListingsReader;
  pages: RenderedPages;
  cacheControl: string;
}): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    const page = await source.find(path);
    if (!page) return next();

    const { listed, key } = await listings();
    const only: StudioPageReader = {
      find: async (asked) => (asked === page.path ? page : null),
      list: async () => listed,
    };
    const url = new URL(path, c.req.url).href;
    const published = new Set(listed.map((listedPage) => listedPage.path));
    const translations = publishedLocalesOf(page.path, (asked) => published.has(asked));
    const rendered = await pages.get(
      studioPageKey(page.path, page.version, key, translations),
      url,
      only,
    );
    if (!rendered) return next();
    return answerRendered(c, rendered, cacheControl, page.publishedAt);
  });
}

/**
 * The prerendered pages (and their `.data`, which a link opens them with) once the Studio has
 * published a page into one of the site's lists: the footer's use cases on every page, a page's
 * list of its collection. A prerendered file cannot show it, so these pages are rendered with
 * the Studio's lists and kept until the lists change. While no Studio page is in a list, this
 * does nothing and the prerendered files are served as built.
 */
export function serveListedPages({
  prerenderedPaths,
  listings,
  pages,
  cacheControl,
}: {
  /** The addresses of the prerendered pages and of their `.data` files. */
  prerenderedPaths: ReadonlySet<string>;
  listings: StudioListingsReader;
  pages: RenderedPages;
  cacheControl: string;
}): MiddlewareHandler {
  const none = async () => null;
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (!prerenderedPaths.has(c.req.path)) return next();
    const { listed, key } = await listings();
    if (!key) return next();

    // A page's HTML is the same for any query, as its file is; data asks for routes by query.
    const url = new URL(c.req.url);
    const address = c.req.path.endsWith(".data") ? `${url.pathname}${url.search}` : url.pathname;
    const reader: StudioPageReader = { find: none, list: async () => listed };
    const rendered = await pages.get(
      listedPageKey(key, address),
      new URL(address, url).href,
      reader,
    );
    if (!rendered) return next();
    return answerRendered(c, rendered, cacheControl);
  });
}

/** A preview is for the one who holds its link: kept by no cache, never indexed. */
const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The page a preview link that cannot show anything answers with, and its status. */
function previewRefusal(status: 404 | 410): string {
  const [title, text] =
    status === 410
      ? [
          "This preview link has ended",
          "It has expired or been withdrawn. Ask whoever sent it for a new preview link.",
        ]
      : [
          "This preview link is not valid",
          "Check that the whole link was copied, or ask for a new one.",
        ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/**
 * Preview links: a page's address with `?preview=<token>` shows what the link was made of (a
 * draft as it was, or one version) to anyone holding it, signed out, rendered through the same
 * page route as the live page and saying it is a preview; never cached nor indexed. An unknown
 * link answers 404 and one that has ended (expired, withdrawn, or its maker's access turned off)
 * 410, each saying so.
 */
export function serveStudioPreviews({
  source,
  listings,
  pages,
}: {
  source: StudioPageSource;
  listings: StudioListingsReader;
  pages: RenderedPages;
}): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const token = c.req.query(STUDIO_PREVIEW_PARAMETER);
    if (token === undefined || c.req.path.endsWith(".data")) return next();
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value);
    const preview = await source.preview(token);
    if (!preview || preview.path !== c.req.path) return c.html(previewRefusal(404), 404);
    if (preview.status === "expired") return c.html(previewRefusal(410), 410);

    const { listed } = await listings();
    const shown: StudioPageReader = {
      find: async (path) =>
        path === preview.path
          ? {
              path,
              version: 0,
              content: preview.content,
              publishedAt: new Date(),
              previewUntil: preview.expiresAt,
            }
          : null,
      list: async () => listed,
    };
    const rendered = await pages.renderOnce(new URL(c.req.url).href, shown);
    if (!rendered) return c.html(previewRefusal(404), 404);
    return answerRendered(c, rendered, PREVIEW_HEADERS["Cache-Control"]);
  });
}
