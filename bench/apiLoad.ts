/**
 * API load benchmark: requests per second and latency of the API's busiest calls, on the
 * embedded PGlite and on PostgreSQL, each beside a no-op POST route of the same server in the
 * same run. The ratio to the no-op route is the figure to compare between runs and machines;
 * the absolute numbers mostly say how fast this machine is. Accepted leads and new votes are
 * counted as rows inserted per second, and on PostgreSQL where each request's time goes: CPU
 * of the server and of PostgreSQL, transactions, waiting. Needs no build.
 *
 *   npm run api-load -w @workcraft/bench
 *
 * Environment: API_LOAD_SECONDS (5) measured per route, API_LOAD_WARMUP_SECONDS (1) before
 * each, API_LOAD_CONNECTIONS (10) kept open at once, API_LOAD_POSTGRES_URL (TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test) where a fresh database is created and dropped,
 * API_LOAD_VOTES_BEFORE (50000) votes in the table before the second vote series.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  CONNECTIONS,
  measure,
  SECONDS,
  sendOnce,
  WARMUP_SECONDS,
  type Measurement,
  type PostgresUnderTest,
} from "./apiLoadMeasure";
import { reportApiLoad, type Measured } from "./apiLoadReport";
import { SERIES, type Series } from "./apiLoadSeries";
import { startServer, type RunningServer } from "./apiLoadServerProcess";
import { benchmarkIndex } from "./machineSpeed";
import { STATISTICS_SETTLE_MS } from "./timeBreakdown";

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const POSTGRES_URL =
  process.env.API_LOAD_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** More requests than one address may send in its window (10 leads, 30 votes), each of which must now pass. */
const CREDIT_CHECK_REQUESTS = 40;

/**
 * Credits the series' limit on the server, then checks that requests past the limit pass. One
 * request goes first so that the limit's counter exists (for leads, the flood before did it).
 */
async function creditLimits(server: RunningServer, series: Series): Promise<void> {
  if (!series.credit) return;
  await sendOnce(server, series);
  const answer = await server.ask({
    kind: "credit-limits",
    limit: series.credit,
    // The check, the warm-up, the run (which may take longer than asked for) and the waits
    // for PostgreSQL's statistics, with room to spare.
    seconds: WARMUP_SECONDS + 3 * SECONDS + (2 * STATISTICS_SETTLE_MS) / 1000 + 60,
  });
  if (answer.kind !== "limits-credited" || answer.counters === 0) {
    throw new Error(`The ${series.credit} limits could not be credited: no counter was found.`);
  }
  for (let request = 0; request < CREDIT_CHECK_REQUESTS; request += 1) {
    const response = await sendOnce(server, series);
    if (!response.ok) {
      throw new Error(
        `Request ${request + 1} to ${series.path} after crediting the limits answered ${response.status}: has the way the API stores its rate limits changed? See limitCredit.ts.`,
      );
    }
  }
}

/** Measures every series on one server, in order. */
async function benchmark(
  server: RunningServer,
  label: string,
  postgres?: PostgresUnderTest,
): Promise<Measured> {
  const measured: Array<{ series: Series; measurement: Measurement }> = [];
  for (const series of SERIES) {
    if (series.votesBefore) {
      const answer = await server.ask({ kind: "fill-votes", total: series.votesBefore });
      if (answer.kind !== "rows") throw new Error(`Unexpected ${answer.kind}`);
    }
    await creditLimits(server, series);
    const measurement = await measure(server, series, postgres);
    measured.push({ series, measurement });
    console.error(
      `  ${elapsed()} ${label}, ${series.route}: ${Math.round(measurement.requestsPerSecond)} req/s`,
    );
  }
  return { database: label, measured };
}

async function onPglite(): Promise<Measured> {
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-api-load-"));
  try {
    const server = await startServer({ dataDir });
    try {
      return await benchmark(server, "PGlite");
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On a database of its own on the PostgreSQL server, dropped afterwards; none when absent. */
async function onPostgres(): Promise<Measured | string> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL skipped: no server at ${POSTGRES_URL} (${(error as Error).message}).`;
  }
  const name = `workcraft_api_load_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const server = await startServer({ url: url.href });
    try {
      return await benchmark(server, "PostgreSQL", { admin, database: name });
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.error(
  `API load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up and ${SECONDS} s measured per route.`,
);
// The machine's speed beside the figures, so that a run on a slow day reads as one.
const speedBefore = await benchmarkIndex();
const runs = [await onPglite()];
const postgres = await onPostgres();
if (typeof postgres === "string") console.log(postgres);
else runs.push(postgres);
const machine = `Lighthouse benchmarkIndex ${speedBefore} before, ${await benchmarkIndex()} after (median of 3 each)`;
if (!reportApiLoad(runs, elapsed(), machine)) process.exitCode = 1;
