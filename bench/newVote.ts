/** Votes the benches cast on the roadmap, each a new one, and new visitors of an experiment. */
import { createId, INITIAL_ROADMAP_VOTE_COUNTS, VISITOR_COOKIE } from "@workcraft/domain/rules";
import type { Request } from "autocannon";

const ROADMAP_KEYS = Object.keys(INITIAL_ROADMAP_VOTE_COUNTS);
let votesCast = 0;

/**
 * A new vote each time: a visitor never seen before (an id as the site makes them, in
 * `X-Visitor-Id`), for the roadmap's apps in turn, so the API stores every one as a new row.
 * Used as autocannon's `setupRequest`, which runs before every send, and for the votes a bench
 * sends itself.
 */
export function newVote(request: Request): Request {
  votesCast += 1;
  return {
    ...request,
    headers: { ...request.headers, "x-visitor-id": createId() },
    body: JSON.stringify({ key: ROADMAP_KEYS[votesCast % ROADMAP_KEYS.length] }),
  };
}

/**
 * A new visitor of an experiment's page each time: an id never seen before in the site's visitor
 * cookie, so the API counts every call's visitor (an exposure) and their blocks anew.
 */
export function newExperimentVisitor(request: Request): Request {
  return { ...request, headers: { ...request.headers, cookie: `${VISITOR_COOKIE}=${createId()}` } };
}
