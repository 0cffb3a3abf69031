/** The series the API load benchmark (`apiLoad.ts`) measures on each database, in order. */
import { API_BASE_PATH } from "@workcraft/domain/rules";
import { NOOP_PATH, type CountedTable } from "./apiLoadMessages";
import type { CreditedLimit } from "./limitCredit";

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
  /** Each request a new vote (`newVote`). */
  newVisitors?: boolean;
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
    newVisitors: true,
    rows: "roadmap_votes",
  },
  // The same once the table holds more votes: the answer counts the app's votes anew.
  {
    route: `roadmap/vote, after ${VOTES_BEFORE / 1000} thousand votes`,
    path: VOTE_PATH,
    body: {},
    credit: "votes",
    newVisitors: true,
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
  { route: "no-op POST, again", path: NOOP_PATH, body: {} },
];
