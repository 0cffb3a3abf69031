/** The API load benchmark's tables: printed, and written as the "API" section of the results. */
import { CONNECTIONS, SECONDS, WARMUP_SECONDS, type Measurement } from "./apiLoadMeasure";
import { NOOP_PATH } from "./apiLoadMessages";
import { VOTES_BEFORE, type Series } from "./apiLoadSeries";
import { formatted, recordResults, type ResultRow } from "./results";

/** Every series measured on one database. */
export interface Measured {
  database: string;
  measured: Array<{ series: Series; measurement: Measurement }>;
}

/** The no-op route's rate: the mean of its series, measured first and last. */
function noopRate({ measured }: Measured): number {
  const rates = measured
    .filter(({ series }) => series.path === NOOP_PATH)
    .map(({ measurement }) => measurement.requestsPerSecond);
  return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}

function digits(value: number, count: number): string {
  return Number.isNaN(value) ? "–" : value.toFixed(count);
}

function non2xxOf(measurement: Measurement): string {
  const non2xx = measurement.statuses ? `${measurement.non2xx} (${measurement.statuses})` : "0";
  return measurement.socketErrors ? `${non2xx}, ${measurement.socketErrors} errors` : non2xx;
}

/** Whether every 2xx answer of the series added its row, and only those did. */
function rowsMatch(measurement: Measurement): boolean {
  return measurement.rows ? measurement.rows.inserted === measurement.rows.answered2xx : true;
}

function throughputTable(runs: readonly Measured[]) {
  return runs.flatMap((run) =>
    run.measured.map(({ series, measurement }) => ({
      database: run.database,
      route: series.route,
      "requests/s": Math.round(measurement.requestsPerSecond),
      "p50 ms": digits(measurement.p50, 2),
      "p99 ms": digits(measurement.p99, 2),
      "non-2xx": non2xxOf(measurement),
      "× no-op": digits(measurement.requestsPerSecond / noopRate(run), 2),
      "rows/s": measurement.rows
        ? `${Math.round(measurement.rows.perSecond)} (${measurement.rows.inserted} rows${rowsMatch(measurement) ? " = 2xx" : ` ≠ ${measurement.rows.answered2xx} × 2xx`})`
        : "",
    })),
  );
}

/*
 * A request's mean time split in what the processes did for it and the rest: the Node server's
 * CPU, the CPU of PostgreSQL's sessions for this database and of its shared processes, and
 * waiting (for a core while other requests run, for the disk to sync a commit, on the
 * network's round trips). Every request shares the cores with the CONNECTIONS − 1 others in
 * flight, so most of a request's time is waiting while the others are served.
 */
function waitingOf(measurement: Measurement): number {
  const { breakdown } = measurement;
  if (!breakdown) return Number.NaN;
  const { serverCpu, sessionsCpu, postgresCpu } = breakdown;
  return measurement.meanLatency - serverCpu - sessionsCpu - postgresCpu;
}

function breakdownTable(runs: readonly Measured[]) {
  return runs.flatMap((run) =>
    run.measured.flatMap(({ series, measurement }) => {
      const { breakdown, rows } = measurement;
      if (!breakdown || !rows) return [];
      return [
        {
          database: run.database,
          series: series.route,
          "rows/s": Math.round(rows.perSecond),
          "mean ms": digits(measurement.meanLatency, 2),
          "Node CPU ms": digits(breakdown.serverCpu, 3),
          "PG sessions CPU ms": digits(breakdown.sessionsCpu, 3),
          "PG shared CPU ms": digits(breakdown.postgresCpu, 3),
          "waiting ms": digits(waitingOf(measurement), 2),
          transactions: digits(breakdown.transactions, 2),
        },
      ];
    }),
  );
}

function resultRows(runs: readonly Measured[]): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const run of runs) {
    const noop = noopRate(run);
    for (const { series, measurement } of run.measured) {
      const clean = measurement.non2xx === 0 && measurement.socketErrors === 0;
      if (series.path.includes("/app-store/")) {
        const ratio = measurement.requestsPerSecond / noop;
        rows.push({
          name: `${series.route} ÷ no-op, ${run.database}`,
          value: `${ratio.toFixed(2)} (${formatted(measurement.requestsPerSecond)} vs ${formatted(noop)} requests/s; p99 ${digits(measurement.p99, 2)} ms)`,
          goal: "≥ 0.5",
          ok: ratio >= 0.5 && clean,
        });
      }
      const { rows: counted, breakdown } = measurement;
      if (counted && run.database === "PostgreSQL") {
        rows.push({
          name: `${series.route}, PostgreSQL: rows inserted per second`,
          value: `${formatted(counted.perSecond)} rows/s (${formatted(counted.inserted)} rows, ${formatted(counted.answered2xx)} 2xx answers; p99 ${digits(measurement.p99, 2)} ms)`,
          goal: "rows = 2xx answers",
          ok: rowsMatch(measurement) && clean,
        });
      }
      if (breakdown && run.database === "PostgreSQL") {
        rows.push({
          name: `${series.route}, PostgreSQL: where a request's time goes`,
          value: `${digits(measurement.meanLatency, 2)} ms mean: Node CPU ${digits(breakdown.serverCpu, 3)} ms, PostgreSQL CPU ${digits(breakdown.sessionsCpu, 3)} ms (+ ${digits(breakdown.postgresCpu, 3)} ms shared processes), waiting ${digits(waitingOf(measurement), 2)} ms; ${digits(breakdown.transactions, 2)} transactions`,
        });
      }
    }
  }
  return rows;
}

function notes(elapsed: string, machine: string): string[] {
  return [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up; the server in its own process, on PGlite and on a fresh PostgreSQL database.`,
    "× no-op: requests per second of the route over the mean of the two no-op POST series of the same server in the",
    "  same run (measured first and last; their own ratios show how much the machine's load drifted meanwhile).",
    "p50 and p99 cover every answer, 2xx or not. The app-store calls read the catalogue from the domain, not the database.",
    "form-capture/send, limits as served: one address flooding the form; after its first 10 leads (10 per 10 minutes)",
    "  the answers are the 429 refusal, so this row measures how cheaply the API refuses, not how fast it stores leads.",
    "Limits credited (leads, votes, events): the limits' counters in rate_limit_counters are set far below zero first, so",
    "  every request is accepted and does all its work (counters upserted, the row inserted); no code of the API is changed.",
    "Rows per second: rows the series added to its table over the run's seconds; such a series sends a fixed number of",
    "  requests (the warm-up's rate × the seconds) and autocannon waits for every answer, so the rows must equal the 2xx.",
    "roadmap/vote: each request a new visitor (a new X-Visitor-Id), so each is a new row. The second vote series starts",
    `  with ${formatted(VOTES_BEFORE)} votes written straight into the table. The answer reads the app's count from`,
    "  roadmap_vote_counts, which triggers keep (migration 0007), so it does not slow as the table grows. The code before",
    "  (0d5a689) counted the app's votes on each vote; measured on this machine minutes apart, it made 785 rows/s on",
    "  PostgreSQL with an empty table and 330 after 50,000 votes, and 403 and 202 on PGlite.",
    "roadmap/list, a visitor's: one visitor's list after those votes: the counts' rows, and the visitor's votes by the",
    "  index on visitor_id. The code before counted every app's votes and read every vote for the visitor's: 112 requests/s",
    "  on PostgreSQL and 39 on PGlite in that run.",
    "experiments/events: what a page under an experiment reports, to a running experiment the server made at start;",
    "  each request a new visitor (a new workcraft_visitor cookie), so each is an exposure (one row of experiment_visitors,",
    "  counted as rows/s) and three block events: block events per second are three times the rows. Its limit is credited.",
    "Where the time goes (PostgreSQL): CPU from /proc/<pid>/stat (utime + stime) of the server process and of the",
    "  PostgreSQL processes (this database's sessions; shared: the WAL writer, checkpointer, server, not other databases'",
    "  sessions), and transactions from pg_stat_database's xact_commit for this database, read after 11 s idle so every",
    "  session has reported them, all per request; waiting is the mean answer time less those CPU times: queued behind",
    `  the ${CONNECTIONS - 1} other requests in flight, syncing commits to disk, round trips.`,
    `Whole run: ${elapsed}. Machine speed: ${machine}.`,
  ];
}

/** Prints the tables and writes the results; answers whether every goal was met. */
export function reportApiLoad(
  runs: readonly Measured[],
  elapsed: string,
  machine: string,
): boolean {
  console.log(
    `\nAPI throughput: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up, server in its own process`,
  );
  console.table(throughputTable(runs));
  const breakdowns = breakdownTable(runs);
  if (breakdowns.length > 0) {
    console.log("\nWhere an accepted lead's or a new vote's time goes, per request (PostgreSQL)");
    console.table(breakdowns);
  }
  const rows = resultRows(runs);
  recordResults("API", rows, notes(elapsed, machine));
  return rows.every(({ ok }) => ok !== false);
}
