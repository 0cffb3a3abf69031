import { trustedForwardedEntry } from "@workcraft/api";
import type { Context, MiddlewareHandler } from "hono";

/**
 * `FORCE_HTTPS`: whether the server sends plain-HTTP requests to HTTPS itself, for deployments
 * whose proxy passes plain HTTP through. Off unless `1` (or `true`); a value it does not know
 * stops the start. It needs `TRUSTED_PROXY_HOPS`: this server speaks plain HTTP only, so only
 * the proxy in front of it, through `X-Forwarded-Proto`, can say that a request came over HTTPS;
 * without one, every request would be sent to HTTPS again and again.
 */
export function forceHttpsFromEnvironment(
  environment: Record<string, string | undefined>,
  trustedProxyHops: number,
): boolean {
  const text = (environment.FORCE_HTTPS ?? "").trim().toLowerCase();
  if (text === "" || text === "0" || text === "false") return false;
  if (text !== "1" && text !== "true") {
    throw new Error(`FORCE_HTTPS must be 1 (on) or 0 (off), not "${environment.FORCE_HTTPS}".`);
  }
  if (trustedProxyHops < 1) {
    throw new Error(
      "FORCE_HTTPS=1 needs TRUSTED_PROXY_HOPS of 1 or more: this server speaks plain HTTP, so " +
        "only the proxy in front of it can say (in X-Forwarded-Proto) that a request came over " +
        "HTTPS; without one, every request would be sent to HTTPS again.",
    );
  }
  return true;
}

/** Whether the connection itself is TLS (never, as `main.ts` serves; but then it is HTTPS). */
function socketIsEncrypted(c: Context): boolean {
  const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)
    ?.incoming;
  return incoming?.socket?.encrypted === true;
}

/**
 * Sends every request that did not come over HTTPS to the same address on HTTPS: 301 for GET
 * and HEAD, 308 for any other method, which keeps the method and the body.
 *
 * Whether it came over HTTPS is what the outermost trusted proxy wrote in `X-Forwarded-Proto`
 * (the same hops as `X-Forwarded-For`, `TRUSTED_PROXY_HOPS`); what the client wrote there is
 * not believed. The host is the request's (checked by the Node adapter), without its port,
 * which belongs to plain HTTP. Paths in `except` are answered over plain HTTP too: the load
 * balancer's health check.
 */
export function redirectToHttps({
  trustedProxyHops,
  except,
}: {
  trustedProxyHops: number;
  except: readonly string[];
}): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = trustedForwardedEntry(c.req.header("x-forwarded-proto"), trustedProxyHops);
    const secure = forwarded ? forwarded.toLowerCase() === "https" : socketIsEncrypted(c);
    if (secure || except.includes(c.req.path)) return next();
    const { hostname, pathname, search } = new URL(c.req.url);
    const status = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
    return c.redirect(`https://${hostname}${pathname}${search}`, status);
  };
}
