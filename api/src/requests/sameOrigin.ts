import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../apiError";
import { cameOverHttps } from "./cameOverHttps";

/**
 * Refuses a write that a page of another site sends (cross-site request forgery): a browser
 * names the page's origin in `Origin`, and it must be this server's own, scheme and host: a
 * page served over plain HTTP on the same host is another origin than the HTTPS site. The
 * scheme is the one the outermost of `trustedProxyHops` proxies saw (`cameOverHttps`). Requests
 * without `Origin` (servers, command-line tools) are not a browser acting for a visitor, so
 * they pass.
 */
export function sameOrigin(trustedProxyHops: number): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== undefined) {
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      const scheme = cameOverHttps(c, trustedProxyHops) ? "https:" : "http:";
      let sender: URL | undefined;
      try {
        sender = new URL(origin);
      } catch {
        sender = undefined;
      }
      if (!sender || sender.host !== host || sender.protocol !== scheme) {
        throw new ApiError(
          403,
          "forbidden_origin",
          "This API answers the pages of its own site only.",
        );
      }
    }
    await next();
  });
}
