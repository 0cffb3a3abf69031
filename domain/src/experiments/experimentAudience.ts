/**
 * The first-party cookie that names a visitor to experiments: a random id the site's server gives
 * (`createId`), kept for `VISITOR_COOKIE_DAYS`. It is read by this site alone and never leaves it.
 */
export const VISITOR_COOKIE = "workcraft_visitor";
/** How long a visitor keeps their id, and so their arm in every experiment. */
export const VISITOR_COOKIE_DAYS = 180;
/**
 * The cookie by which a visitor refuses experiments (`refused`), as the site's consent sets it:
 * they then see every page as it is and are counted nowhere.
 */
export const EXPERIMENTS_CONSENT_COOKIE = "workcraft_experiments";
export const EXPERIMENTS_REFUSED = "refused";

/** What the server knows of a request, to decide whether an experiment may count its visitor. */
export interface AudienceRequest {
  /** The request's `Sec-GPC` header: `1` is Global Privacy Control. */
  globalPrivacyControl: string | undefined;
  /** The value of `EXPERIMENTS_CONSENT_COOKIE`, if sent. */
  experimentsConsent: string | undefined;
  /** Whether the user agent is a crawler (the site's `isbot`). */
  crawler: boolean;
  /** Whether the request carries a Studio session: the site's own people are never counted. */
  studioPerson: boolean;
  /** The visitor id of `VISITOR_COOKIE`, if the request carries a valid one. */
  visitorId: string | undefined;
}

/** Why an experiment shows a request the control and counts nothing. */
export type NotCountedReason =
  "global-privacy-control" | "consent-refused" | "crawler" | "studio-person" | "no-visitor-id";

/**
 * Whom an experiment may count: a visitor with a site-given id who sends no Global Privacy
 * Control, has not refused experiments, is no crawler and is not signed in to the Studio. Everyone
 * else sees the control and is counted nowhere.
 */
export function experimentAudience(
  request: AudienceRequest,
): { counted: true; visitorId: string } | { counted: false; reason: NotCountedReason } {
  if (request.globalPrivacyControl?.trim() === "1")
    return { counted: false, reason: "global-privacy-control" };
  if (request.experimentsConsent === EXPERIMENTS_REFUSED)
    return { counted: false, reason: "consent-refused" };
  if (request.crawler) return { counted: false, reason: "crawler" };
  if (request.studioPerson) return { counted: false, reason: "studio-person" };
  if (request.visitorId === undefined) return { counted: false, reason: "no-visitor-id" };
  return { counted: true, visitorId: request.visitorId };
}
