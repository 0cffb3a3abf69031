import {
  EXPERIMENTS_CONSENT_COOKIE,
  STUDIO_SESSION_COOKIE,
  VISITOR_COOKIE,
  experimentAudience,
  isId,
} from "@workcraft/domain/rules";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isbot } from "isbot";

/** The visitor id of the request's `VISITOR_COOKIE`, if it carries one the site could have given. */
export function visitorCookie(c: Context): string | undefined {
  const value = getCookie(c, VISITOR_COOKIE);
  return value !== undefined && isId(value) ? value : undefined;
}

/**
 * Whether experiments may count the visitor of this request, by the domain's rule
 * (`experimentAudience`): from its `Sec-GPC` header, its consent and visitor cookies, its user
 * agent (a crawler, or none) and whether it carries a Studio session. The site's pages and the API decide alike.
 */
export function requestAudience(c: Context): ReturnType<typeof experimentAudience> {
  return experimentAudience({
    globalPrivacyControl: c.req.header("sec-gpc"),
    experimentsConsent: getCookie(c, EXPERIMENTS_CONSENT_COOKIE),
    // A request that names no user agent is no browser a visitor uses.
    crawler: isbot(c.req.header("user-agent")) || !c.req.header("user-agent"),
    studioPerson: Boolean(getCookie(c, STUDIO_SESSION_COOKIE)),
    visitorId: visitorCookie(c),
  });
}
