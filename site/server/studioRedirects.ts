import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";

/**
 * The Studio's redirects: a path a published page moved away from answers 301 to where it is
 * now, with the request's query (a campaign's tags, a search), as long as that page is published
 * (`studioRedirectFrom`). Never for a path the site owns (its routes, its file folders), whatever
 * the database holds: those are the site's to answer, and this runs before its router.
 */
export function serveStudioRedirects({
  redirectFrom,
  siteOwns,
}: {
  redirectFrom: (path: string) => Promise<string | null>;
  siteOwns: (path: string) => boolean;
}): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    if (siteOwns(path)) return next();
    const movedTo = await redirectFrom(path);
    if (!movedTo) return next();
    return c.redirect(`${movedTo}${new URL(c.req.url).search}`, 301);
  });
}
