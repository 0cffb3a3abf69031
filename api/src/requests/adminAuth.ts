import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../apiError";

/** The realm a refused caller is told to authenticate for. */
const REALM = 'Bearer realm="Workcraft lead inbox"';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/iu;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` is `expected`, in a time that does not tell how much of it matched: both are
 * hashed first, so `timingSafeEqual` compares equal lengths and the token's length stays hidden.
 */
export function isAdminToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Lets a request through only with `Authorization: Bearer <token>`; any other caller gets a
 * 401 with `WWW-Authenticate`, before its body is read.
 */
export function requireAdminToken(token: string) {
  return createMiddleware(async (c, next) => {
    const given = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    if (given === undefined) {
      c.header("WWW-Authenticate", REALM);
      throw new ApiError(
        401,
        "unauthorized",
        "The lead inbox needs the admin token: send it as Authorization: Bearer <ADMIN_TOKEN>.",
      );
    }
    if (!isAdminToken(given, token)) {
      c.header("WWW-Authenticate", `${REALM}, error="invalid_token"`);
      throw new ApiError(401, "unauthorized", "The admin token is not the right one.");
    }
    await next();
    // Leads are personal data: no browser or proxy keeps a copy.
    c.res.headers.set("Cache-Control", "no-store");
  });
}
