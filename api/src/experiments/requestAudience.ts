import {
  EXPERIMENTS_CONSENT_COOKIE,
  STUDIO_SESSION_COOKIE,
  VISITOR_COOKIE,
  experimentAudience,
  isId,
} from "@workcraft/domain/rules";
import type { Context } from "hono";
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
  const cookieHeader = header("cookie") ?? "";
  const cookie = (name: string) => cookieValue(cookieHeader, name);
  const userAgent = header("user-agent");
  return experimentAudience({
    globalPrivacyControl: header("sec-gpc"),
    experimentsConsent: cookie(EXPERIMENTS_CONSENT_COOKIE),
    // A request that names no user agent is no browser a visitor uses.
    crawler: !userAgent || isCrawler(userAgent),
    studioPerson: Boolean(cookie(STUDIO_SESSION_COOKIE)),
    visitorId: visitorIdOf(cookie(VISITOR_COOKIE)),
  });
}

/**
 * Whether the site may count a page view of a request with these headers (`PageViewCounts`): by
 * the same rule as experiments (`experimentAudience`), but for the visitor id, which a view count
 * never reads. Global Privacy Control, a refusal of experiments, crawlers, requests without a user
 * agent and Studio sessions are not counted. Reads two cookies of the header, each by one look.
 */
export function mayCountPageView(header: HeaderOf): boolean {
  const userAgent = header("user-agent");
  // The cheapest refusal first: a request without a user agent reads no cookie.
  if (!userAgent) return false;
  const cookieHeader = header("cookie") ?? "";
  const audience = experimentAudience({
    globalPrivacyControl: header("sec-gpc"),
    experimentsConsent: cookieValue(cookieHeader, EXPERIMENTS_CONSENT_COOKIE),
    crawler: isCrawler(userAgent),
    studioPerson: Boolean(cookieValue(cookieHeader, STUDIO_SESSION_COOKIE)),
    visitorId: undefined,
  });
  return !audience.counted && audience.reason === "no-visitor-id";
}

/**
 * The value of the cookie `name` in a `Cookie` header, as sent: the cookies these rules read hold
 * plain letters and digits, so nothing is decoded (a value that is not plain fails their checks).
 * A page under an experiment reads three on every request: a name the header does not hold costs
 * one look, and one it holds no split of the whole header.
 */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (let at = cookieHeader.indexOf(name); at >= 0; at = cookieHeader.indexOf(name, at + 1)) {
    const before = at === 0 ? ";" : cookieHeader[at - 1];
    const valueAt = at + name.length;
    if ((before !== ";" && before !== " ") || cookieHeader[valueAt] !== "=") continue;
    const end = cookieHeader.indexOf(";", valueAt);
    return cookieHeader.slice(valueAt + 1, end < 0 ? undefined : end).trim();
  }
  return undefined;
}

/** The user agents last asked about, and whether each is a crawler's. */
const crawlers = new Map<string, boolean>();
/** How many user agents `isCrawler` remembers: a site's visitors send a few hundred at most. */
const REMEMBERED_USER_AGENTS = 1000;

/**
 * Whether `userAgent` is a crawler's (`isbot`), remembered: isbot's pattern is long, and a page
 * under an experiment asks on every request, while the same few user agents come again and again.
 */
function isCrawler(userAgent: string): boolean {
  let crawler = crawlers.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (crawlers.size >= REMEMBERED_USER_AGENTS) crawlers.clear();
    crawlers.set(userAgent, crawler);
  }
  return crawler;
}

/** `audienceOfHeaders` of a request through Hono. */
export function requestAudience(c: Context): ReturnType<typeof experimentAudience> {
  return audienceOfHeaders((name) => c.req.header(name));
}
