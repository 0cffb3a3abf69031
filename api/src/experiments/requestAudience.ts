import {
  EXPERIMENTS_CONSENT_COOKIE,
  STUDIO_SESSION_COOKIE,
  VISITOR_COOKIE,
  experimentAudience,
  isId,
} from "@workcraft/domain/rules";
import type { Context } from "hono";
import { parse } from "hono/utils/cookie";
import { isbot } from "isbot";

/** A request's header by its lower-case name, as Hono's context or Node's request gives it. */
export type HeaderOf = (name: string) => string | undefined;

/** The visitor id of a `VISITOR_COOKIE` value, if it is one the site could have given. */
export function visitorIdOf(value: string | undefined): string | undefined {
  return value !== undefined && isId(value) ? value : undefined;
}

/**
 * Whether experiments may count the visitor of a request with these headers, by the domain's rule
 * (`experimentAudience`): from its `Sec-GPC` header, its consent and visitor cookies, its user
 * agent (a crawler, or none) and whether it carries a Studio session. The site's pages (from
 * Hono or from Node's request) and the API decide alike.
 */
export function audienceOfHeaders(header: HeaderOf): ReturnType<typeof experimentAudience> {
  const cookieHeader = header("cookie");
  const cookies = cookieHeader ? parse(cookieHeader) : {};
  const userAgent = header("user-agent");
  return experimentAudience({
    globalPrivacyControl: header("sec-gpc"),
    experimentsConsent: cookies[EXPERIMENTS_CONSENT_COOKIE],
    // A request that names no user agent is no browser a visitor uses.
    crawler: !userAgent || isbot(userAgent),
    studioPerson: Boolean(cookies[STUDIO_SESSION_COOKIE]),
    visitorId: visitorIdOf(cookies[VISITOR_COOKIE]),
  });
}

/** `audienceOfHeaders` of a request through Hono. */
export function requestAudience(c: Context): ReturnType<typeof experimentAudience> {
  return audienceOfHeaders((name) => c.req.header(name));
}
