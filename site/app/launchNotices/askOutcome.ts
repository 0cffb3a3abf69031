import { isEmailAddress } from "@workcraft/domain/rules";
import { ApiCallError } from "../api/apiClient";

/*
 * What the form after a vote comes to, as it tells it: pure rules, so the form only says them.
 * Apart from the pages' rule (`launchNoticeOutcome.ts`): the address's pattern loads with the
 * form, not with every page.
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
