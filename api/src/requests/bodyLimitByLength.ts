import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Hono's body limit, without its cost for a body of known length. Hono's middleware looks at
 * the request's body stream first, which makes the Node adapter build a whole web `Request`
 * with a stream around the socket (a few hundred microseconds, most of a small call's time);
 * the adapter's own `text()` reads the socket directly when nothing did that. A body with a
 * `Content-Length` is checked by that header before it is read, as Hono's middleware does
 * next; only a chunked body is counted as it arrives, by Hono's middleware.
 */
export function bodyLimitByLength(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
      return counted(c, next);
    }
    if (Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
