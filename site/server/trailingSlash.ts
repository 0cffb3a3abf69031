import type { MiddlewareHandler } from "hono";

/**
 * Moves a page's address with a trailing slash to the one without, query kept (301):
 * `/company/?a=1` → `/company?a=1`. Each page then has one address, and a link written with
 * the slash still arrives. Only GET and HEAD: any other method is answered as it is. Paths
 * under `except` (the API) are left as they are: a client of the API calls the path it means.
 *
 * The new address is a path on this site, never another: leading slashes are collapsed into
 * one, as `//evil.example/` would otherwise become `//evil.example`, which a browser reads as
 * another host. (A backslash, which browsers read as a slash, is refused by the Node adapter
 * with 400 before any route.) The path is taken as the client encoded it, so nothing decoded
 * reaches the `Location` header.
 */
export function removeTrailingSlash({ except }: { except: string }): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // Most paths end otherwise: they cost no parsing of the URL.
    if (!c.req.path.endsWith("/") || c.req.path === "/") return next();
    const { pathname, search } = new URL(c.req.url);
    if (pathname === "/" || pathname.startsWith(except)) return next();
    const path = pathname.replace(/^\/+/u, "/").replace(/\/+$/u, "") || "/";
    return c.redirect(`${path}${search}`, 301);
  };
}
