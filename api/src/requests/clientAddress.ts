import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** The address the request came from, as `clientAddresses` worked it out. */
    clientAddress: string;
  }
}

/** The address of the socket's other end ("unknown" off Node). */
function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The entry of a forwarding header (`X-Forwarded-For`, `X-Forwarded-Proto`) written by the
 * outermost of `trustedProxyHops` proxies, each of which appends what it saw: the entry that
 * many places from the right. Anything further left was written by the client and is not
 * believed. Undefined when no proxy is trusted, or when the header has fewer entries than hops
 * (the request did not come through the proxies): then the socket tells.
 */
export function trustedForwardedEntry(
  header: string | undefined,
  trustedProxyHops: number,
): string | undefined {
  if (trustedProxyHops <= 0) return undefined;
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - trustedProxyHops];
}

/**
 * Works out each request's client address, for the rate limits. With no trusted proxy it is
 * the socket's. Behind `trustedProxyHops` proxies (a load balancer: 1) it is the address the
 * outermost trusted proxy saw, which that proxy appended to `X-Forwarded-For`.
 */
export function clientAddresses(trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const seen = trustedForwardedEntry(c.req.header("x-forwarded-for"), trustedProxyHops);
    c.set("clientAddress", seen ?? socketAddress(c));
    await next();
  };
}

/** The client address of a request, as worked out by `clientAddresses`, else its socket's. */
export function clientAddress(c: Context): string {
  return c.get("clientAddress") ?? socketAddress(c);
}
