import type { Context } from "hono";
import { trustedForwardedEntry } from "./clientAddress";

/**
 * Whether a request came over HTTPS: what the outermost of `trustedProxyHops` proxies wrote in
 * `X-Forwarded-Proto` (the same hops the HTTPS redirect and the rate limits trust), else the
 * request's own scheme. What a client writes in the header itself is not believed.
 */
export function cameOverHttps(c: Context, trustedProxyHops: number): boolean {
  const forwarded = trustedForwardedEntry(c.req.header("x-forwarded-proto"), trustedProxyHops);
  if (forwarded !== undefined) return forwarded.toLowerCase() === "https";
  return new URL(c.req.url).protocol === "https:";
}
