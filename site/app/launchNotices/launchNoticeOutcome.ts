import { isEmailAddress } from "@workcraft/domain/rules";
import { ApiCallError } from "../api/apiClient";

/*
 * What a launch notice's calls come to, as the visitor's screens tell it: pure rules, so the
 * form and the pages the mails link to only say them.
 */

/** What is wrong with the ask form's values, by field: the words' ids are the screen's. */
export interface AskProblems {
  email?: "missing" | "invalid";
  consent?: "missing";
}

/**
 * The ask form's problems: an address is needed and must look like one (the domain's rule,
 * which the API checks again), and the box must be ticked. Nothing is sent while any is found.
 */
export function askProblems(values: { email: string; consent: boolean }): AskProblems {
  const email = values.email.trim();
  const problems: AskProblems = {};
  if (email === "") problems.email = "missing";
  else if (!isEmailAddress(email)) problems.email = "invalid";
  if (!values.consent) problems.consent = "missing";
  return problems;
}

/** What a failed `launch-notices/ask` means: the app shipped, a refused field, or a failure. */
export type AskFailure =
  { kind: "shipped" } | { kind: "problems"; problems: AskProblems } | { kind: "failed" };

/** A failed ask, read: 409 the app shipped already, 400 naming a field, anything else failed. */
export function askFailureOf(error: unknown): AskFailure {
  if (!(error instanceof ApiCallError) || error.failure.kind !== "http") return { kind: "failed" };
  if (error.failure.status === 409) return { kind: "shipped" };
  if (error.failure.status === 400) {
    const { fields } = error;
    const problems: AskProblems = {
      ...(fields.email ? { email: "invalid" as const } : {}),
      ...(fields.consent ? { consent: "missing" as const } : {}),
    };
    if (problems.email || problems.consent) return { kind: "problems", problems };
  }
  return { kind: "failed" };
}

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
