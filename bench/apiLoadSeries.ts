/** The series the API load benchmark (`apiLoad.ts`) measures on each database, in order. */
import { API_BASE_PATH } from "@workcraft/domain/rules";
import type { Request } from "autocannon";
import { BENCH_EXPERIMENT_ID, NOOP_PATH, type CountedTable } from "./apiLoadMessages";
import type { CreditedLimit } from "./limitCredit";
import { newExperimentVisitor, newVote } from "./newVote";

/** A lead as the contact form sends it (`contact` is one of the domain's `LEAD_FORM_NAMES`). */
export const CONTACT_LEAD = {
  formName: "contact",
  data: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    message: "We would like to see a demo of the venture capital CRM.",
  },
};

/** One measured series: a route, its body, and what is done first. */
export interface Series {
  route: string;
  path: string;
  body: unknown;
  /** A limit whose counters are credited first, so that every request is accepted. */
  credit?: CreditedLimit;
  /** Makes each request anew before it is sent: a new vote (`newVote`), a new visitor. */
  eachRequest?: (request: Request) => Request;
  /** The table every accepted request adds a row to: rows per second are measured. */
  rows?: CountedTable;
  /** Votes written into the table first, so that the series starts with this many. */
  votesBefore?: number;
  /** Headers sent besides the content type: a visitor's id. */
  headers?: Record<string, string>;
}

/** The votes in the table before the last vote series (API_LOAD_VOTES_BEFORE). */
export const VOTES_BEFORE = Number(process.env.API_LOAD_VOTES_BEFORE ?? 50_000);

const VOTE_PATH = `${API_BASE_PATH}/roadmap/vote`;
const LEAD_PATH = `${API_BASE_PATH}/form-capture/send`;
const LIST_PATH = `${API_BASE_PATH}/roadmap/list`;

export const SERIES: readonly Series[] = [
  { route: "no-op POST (Hono only)", path: NOOP_PATH, body: {} },
  {
    route: "app-store/list-apps-from-store",
    path: `${API_BASE_PATH}/app-store/list-apps-from-store`,
    body: {},
  },
  // `deal-flow` is an app of the domain's catalogue, so this answers 200 with the app.
  {
    route: "app-store/get-app-by-slug",
    path: `${API_BASE_PATH}/app-store/get-app-by-slug`,
    body: { slug: "deal-flow" },
  },
  // One address flooding the form: after the first 10 leads the limit answers 429.
  { route: "form-capture/send, limits as served", path: LEAD_PATH, body: CONTACT_LEAD },
  // Every request an accepted lead: the limits' counters are credited first (see limitCredit).
  {
    route: "form-capture/send, limits credited",
    path: LEAD_PATH,
    body: CONTACT_LEAD,
    credit: "leads",
    rows: "leads",
  },
  // Every request a new vote, on a table holding only the votes of this series and the checks.
  {
    route: "roadmap/vote, a new visitor each",
    path: VOTE_PATH,
    body: {},
    credit: "votes",
    eachRequest: newVote,
    rows: "roadmap_votes",
  },
  // The same once the table holds more votes: the answer counts the app's votes anew.
  {
    route: `roadmap/vote, after ${VOTES_BEFORE / 1000} thousand votes`,
    path: VOTE_PATH,
    body: {},
    credit: "votes",
    eachRequest: newVote,
    rows: "roadmap_votes",
    votesBefore: VOTES_BEFORE,
  },
  // A visitor's roadmap once the table holds those votes: every app's count, and theirs.
  {
    route: `roadmap/list, a visitor's, after ${VOTES_BEFORE / 1000} thousand votes`,
    path: LIST_PATH,
    body: {},
    headers: { "x-visitor-id": "BenchVoter" },
  },
  // A page under an experiment reporting what its visitor saw: each call a new visitor, so each
  // is an exposure (one row) and three block events.
  {
    route: "experiments/events, a new visitor each (an exposure and 3 block events)",
    path: `${API_BASE_PATH}/experiments/events`,
    body: {
      experimentId: BENCH_EXPERIMENT_ID,
      events: [
        { block: 0, kind: "seen" },
        { block: 1, kind: "seen" },
        { block: 1, kind: "clicked" },
      ],
    },
    // A browser's user agent: experiments count no request without one.
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
    credit: "experimentEvents",
    eachRequest: newExperimentVisitor,
    rows: "experiment_visitors",
  },
  { route: "no-op POST, again", path: NOOP_PATH, body: {} },
];
