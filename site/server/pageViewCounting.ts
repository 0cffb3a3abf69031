import { PAGE_VIEW_FLUSH_MS, type PageViewCounts } from "@workcraft/api";
import { API_BASE_PATH, STUDIO_PATH, STUDIO_PREVIEW_PARAMETER } from "@workcraft/domain/rules";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { pagePathOf } from "./experimentPages";
import { millisecondsSetting } from "./millisecondsSetting";

/*
 * Which answers of the site's server are views of a public page, for the count of views per page
 * and day (`PageViewCounts`, which also leaves out the visitors the site may not count): a page's
 * HTML, and the data a link opens it with (`.data`), sent whole (200) to a GET. Not HEAD, not a
 * revalidated copy (304), not a 404 or a redirect, not a file, an API call, the Studio or a
 * preview link.
 */

const API_PATHS = `${API_BASE_PATH}/`;
const STUDIO_PATHS = `${STUDIO_PATH}/`;

/**
 * Whether a GET of `path` (the address without its query) may be a view of a public page, before
 * it is answered: not an API call, not the Studio, not a build's asset or picture, and not a
 * preview link (`hasPreview`: its query names a preview token).
 */
export function mayBePageView(path: string, hasPreview: boolean): boolean {
  if (hasPreview || path.startsWith(API_PATHS)) return false;
  if (path.startsWith("/assets/") || path.startsWith("/images/")) return false;
  const page = pagePathOf(path);
  return page !== STUDIO_PATH && !page.startsWith(STUDIO_PATHS);
}

/**
 * Whether the answer to a GET of `path`, sent with `status` and `contentType`, is a view of a
 * public page: a whole page's HTML at its own address (not a file's, `/x/index.html`) or its data.
 */
export function isPageViewAnswer(
  path: string,
  status: number,
  contentType: string | undefined,
): boolean {
  if (status !== 200) return false;
  if (path.endsWith(".data")) return true;
  return contentType?.startsWith("text/html") === true && !path.endsWith(".html");
}

/** Whether a request's query (what follows `?`, or nothing) holds a preview link's token. */
export function queryHasPreview(query: string): boolean {
  return query !== "" && new URLSearchParams(query).has(STUDIO_PREVIEW_PARAMETER);
}

/**
 * Counts the views of public pages among the answers the site's Hono app makes (the pages rendered
 * on request, the files served from disk, and everything not sent from memory), once each is
 * answered: its status and type are known then. Answers sent from memory are counted where they
 * are sent (`answerReadyFirst`).
 */
export function countPageViews(pageViews: Pick<PageViewCounts, "count">): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method !== "GET") return;
    const path = c.req.path;
    const query = c.req.url.indexOf("?");
    if (!mayBePageView(path, query >= 0 && queryHasPreview(c.req.url.slice(query + 1)))) return;
    if (!isPageViewAnswer(path, c.res.status, c.res.headers.get("Content-Type") ?? undefined)) {
      return;
    }
    pageViews.count(pagePathOf(path), (name) => c.req.header(name));
  });
}

/**
 * `PAGE_VIEW_FLUSH_MS`: how often a server copy adds the page views it counted to the database,
 * read once at start; 30 s when unset, from 100 ms to an hour (the journeys use 200 ms). A copy
 * that stops flushes what it holds first.
 */
export function pageViewFlushFromEnvironment(
  environment: Record<string, string | undefined>,
): number {
  return millisecondsSetting(environment, "PAGE_VIEW_FLUSH_MS", {
    fallback: PAGE_VIEW_FLUSH_MS,
    fastest: 100,
    slowest: 3_600_000,
  });
}
