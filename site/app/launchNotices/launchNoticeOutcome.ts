import { ApiCallError } from "../api/apiClient";

/*
 * What a launch notice mail's link comes to, as the pages it opens tell it: a pure rule, so the
 * pages only say it. (The ask form's rules are in `askOutcome.ts`, which loads with the form.)
 */

/**
 * What a mail's link came to: it did what it was for, or the link is wrong (forged, cut short,
 * missing), used already or expired; or the call failed on the way (the visitor may try again).
 */
export type LinkOutcome = "done" | "unknown" | "used" | "expired" | "failed";

/**
 * A failed `launch-notices/confirm` or `launch-notices/unsubscribe`, read: 404 (`link_unknown`)
 * and a token the API refused as malformed (400) are a wrong link, 409 a used one, 410 an
 * expired one; no answer, a limit or a failure on the server's side may pass on a second try.
 */
export function linkOutcomeOf(error: unknown): LinkOutcome {
  if (!(error instanceof ApiCallError) || error.failure.kind !== "http") return "failed";
  switch (error.failure.status) {
    case 400:
    case 404:
      return "unknown";
    case 409:
      return "used";
    case 410:
      return "expired";
    default:
      return "failed";
  }
}
