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
 * Works out each request's client address, for the rate limits. With no trusted proxy it is
 * the socket's. Behind `trustedProxyHops` proxies (a load balancer: 1) it is the address the
 * outermost trusted proxy saw, which that proxy appended to `X-Forwarded-For`; anything further
 * left was written by the client and is not believed. A request with fewer addresses than
 * hops did not come through the proxies, and is counted by its socket.
 */
export function clientAddresses(trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean);
    const seen = trustedProxyHops > 0 ? forwarded[forwarded.length - trustedProxyHops] : undefined;
    c.set("clientAddress", seen ?? socketAddress(c));
    await next();
  };
}

/** The client address of a request, as worked out by `clientAddresses`, else its socket's. */
export function clientAddress(c: Context): string {
  return c.get("clientAddress") ?? socketAddress(c);
}
