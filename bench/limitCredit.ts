/**
 * Crediting the API's rate limits, so that a bench can send far more leads or votes from one
 * address than a visitor may and every one is still accepted. Shared by the API load bench's
 * server (on the API's own database handle) and the soak (on a PostgreSQL client of its own).
 */

/** Runs one SQL statement; PGlite, drizzle's `execute` and node-postgres all answer `{ rows }`. */
export type ExecuteSql = (sql: string) => Promise<{ rows: unknown[] }>;

/** The limits a bench credits, by the start of their keys in `rate_limit_counters`. */
export const LIMIT_PREFIXES = {
  /** `lead:address:…` and `lead:everyone` (`LEAD_LIMITS` in the API). */
  leads: "lead:",
  /** `vote:address:…` (`VOTE_LIMIT` in the API). */
  votes: "vote:",
  /** `experiment-events:address:…` (`EXPERIMENT_EVENTS_LIMIT` in the API). */
  experimentEvents: "experiment-events:",
} as const;

export type CreditedLimit = keyof typeof LIMIT_PREFIXES;

/** A count far below any limit, so that a counter starting there never reaches one. */
const CREDIT = -1_000_000_000;

/*
 * The limits count in `rate_limit_counters`. Setting a limit's counters far below zero lets
 * every later request through while it still does all of an accepted request's work: the
 * counter upserted, the row inserted. The API's code is not changed, only its counters, so a
 * counter must exist first (the bench sends one request) and the bench checks afterwards with
 * more requests than one address may send. The credit must outlast the run, and the API has
 * stored its windows in two ways: a row per key and fixed window (each window starting on a
 * whole second), and one row per key whose window starts at its first request. Rows are written
 * ahead for every whole second of the next `seconds` (a conflict with one row per key skips
 * them); where a key still has one row, its window is moved to start tomorrow.
 */
/** Credits every counter of `limit` for the next `seconds`; answers how many counters it found. */
export async function creditLimits(
  execute: ExecuteSql,
  limit: CreditedLimit,
  seconds: number,
): Promise<number> {
  const keys = `key like '${LIMIT_PREFIXES[limit]}%'`;
  const credited = await execute(
    `update rate_limit_counters set count = ${CREDIT} where ${keys} returning key`,
  );
  await execute(
    `insert into rate_limit_counters (key, window_start, count)
     select keys.key, to_timestamp(floor(extract(epoch from now())) + ahead.second), ${CREDIT}
     from (select distinct key from rate_limit_counters where ${keys}) as keys,
       generate_series(0, ${Math.ceil(seconds)}) as ahead(second)
     on conflict do nothing`,
  );
  await execute(
    `update rate_limit_counters set window_start = now() + interval '1 day'
     where ${keys}
       and (select count(*) from rate_limit_counters as same where same.key = rate_limit_counters.key) = 1`,
  );
  return credited.rows.length;
}
