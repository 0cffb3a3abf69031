import { createMiddleware } from "hono/factory";
import { ApiError } from "../apiError";

/**
 * Refuses a write that a page of another site sends (cross-site request forgery): a browser
 * names the page's origin in `Origin`, and it must be this server's own. Requests without
 * `Origin` (servers, command-line tools) are not a browser acting for a visitor, so they pass.
 */
export const sameOrigin = createMiddleware(async (c, next) => {
  const origin = c.req.header("origin");
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== undefined) {
    const own = new URL(c.req.url);
    const host = c.req.header("host") ?? own.host;
    let sender: URL | undefined;
    try {
      sender = new URL(origin);
    } catch {
      sender = undefined;
    }
    if (!sender || sender.host !== host) {
      throw new ApiError(
        403,
        "forbidden_origin",
        "This API answers the pages of its own site only.",
      );
    }
  }
  await next();
});
