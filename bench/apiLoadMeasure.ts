/** Measuring one series of the API load benchmark (`apiLoad.ts`) on a running server. */
import autocannon, { type Request } from "autocannon";
import type pg from "pg";
import type { CountedTable } from "./apiLoadMessages";
import type { Series } from "./apiLoadSeries";
import type { RunningServer } from "./apiLoadServerProcess";

import { settleStatistics, startTimeBreakdown, type TimeBreakdown } from "./timeBreakdown";

function numberFromEnvironment(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

export const SECONDS = numberFromEnvironment("API_LOAD_SECONDS", 5);
export const WARMUP_SECONDS = numberFromEnvironment("API_LOAD_WARMUP_SECONDS", 1);
export const CONNECTIONS = Math.round(numberFromEnvironment("API_LOAD_CONNECTIONS", 10));

/** The PostgreSQL database a server uses, and a client of the server's to read its statistics. */
export interface PostgresUnderTest {
  admin: pg.Client;
  database: string;
}

/** What one series measured. */
export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The mean of every answer's time, milliseconds. */
  meanLatency: number;
  non2xx: number;
  statuses: string;
  socketErrors: number;
  /** Rows the series added to its table, and the 2xx answers they should match. */
  rows?: { inserted: number; answered2xx: number; perSecond: number };
  /** Where each request's time went, per request (PostgreSQL only). */
  breakdown?: TimeBreakdown;
}

/** The `q` quantile of sorted latencies, nearest rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** The series' request as autocannon sends it: made anew each time when it asks for that. */
function requestOf(series: Series): Request {
  const request: Request = {
    method: "POST",
    path: series.path,
    headers: { "content-type": "application/json", ...series.headers },
    body: JSON.stringify(series.body),
  };
  return series.eachRequest ? { ...request, setupRequest: series.eachRequest } : request;
}

function load(
  server: RunningServer,
  series: Series,
  length: { duration: number } | { amount: number },
) {
  return autocannon({
    url: `${server.baseURL}${series.path}`,
    requests: [requestOf(series)],
    connections: CONNECTIONS,
    ...length,
  });
}

/** Sends the series' request once, as a browser would. */
export async function sendOnce(server: RunningServer, series: Series): Promise<Response> {
  const { headers, body } = series.eachRequest
    ? series.eachRequest(requestOf(series))
    : requestOf(series);
  const response = await fetch(`${server.baseURL}${series.path}`, {
    method: "POST",
    headers,
    body,
  });
  await response.body?.cancel();
  return response;
}

async function countRows(server: RunningServer, table: CountedTable): Promise<number> {
  const answer = await server.ask({ kind: "count-rows", table });
  if (answer.kind !== "rows") throw new Error(`Unexpected ${answer.kind}`);
  return answer.count;
}

/*
 * The warm-up runs for a time, so it stops with requests still in the server, whose rows are
 * written after autocannon has returned: the table is counted once it has stopped growing.
 */
async function settledRows(server: RunningServer, table: CountedTable): Promise<number> {
  let count = await countRows(server, table);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await countRows(server, table);
    if (now === count) return count;
    count = now;
  }
}

/*
 * autocannon's own percentiles are whole milliseconds, too coarse for answers that take about
 * one; each answer's time is kept here instead, as autocannon measured it (all answers, 2xx or
 * not, so a flood of 429s shows the latency the flood saw).
 *
 * A series that inserts rows sends a fixed number of requests (the warm-up's rate times the
 * seconds asked for) rather than running for a time: autocannon then waits for every answer,
 * so no request is still in the server when the rows are counted, and rows must equal 2xx.
 */
export async function measure(
  server: RunningServer,
  series: Series,
  postgres: PostgresUnderTest | undefined,
): Promise<Measurement> {
  const warmUp = await load(server, series, { duration: WARMUP_SECONDS });
  const length = series.rows
    ? {
        amount: Math.max(
          CONNECTIONS,
          Math.round((warmUp.requests.total / warmUp.duration) * SECONDS),
        ),
      }
    : { duration: SECONDS };
  const rowsBefore = series.rows ? await settledRows(server, series.rows) : 0;
  let finishBreakdown: ((requests: number) => Promise<TimeBreakdown>) | undefined;
  if (postgres && series.rows) {
    await settleStatistics();
    finishBreakdown = await startTimeBreakdown(postgres.admin, postgres.database, server.pid);
  }

  const latencies: number[] = [];
  const run = load(server, series, length);
  run.on("response", (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const result = await run;

  const breakdown = await finishBreakdown?.(result.requests.total);
  const inserted = series.rows ? (await countRows(server, series.rows)) - rowsBefore : 0;
  const sorted = Float64Array.from(latencies).sort();
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${count} × ${status}`)
    .join(", ");
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    meanLatency: latencies.reduce((sum, time) => sum + time, 0) / latencies.length,
    non2xx: result.non2xx,
    statuses,
    socketErrors: result.errors + result.timeouts,
    ...(series.rows
      ? { rows: { inserted, answered2xx: result["2xx"], perSecond: inserted / result.duration } }
      : {}),
    ...(breakdown ? { breakdown } : {}),
  };
}
