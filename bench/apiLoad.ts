/**
 * API load benchmark: requests per second and latency of the API's busiest calls, on the
 * embedded PGlite and on PostgreSQL, each beside a no-op POST route of the same server in the
 * same run. The ratio to the no-op route is the figure to compare between runs and machines;
 * the absolute numbers mostly say how fast this machine is. Needs no build.
 *
 *   npm run api-load -w @workcraft/bench
 *
 * Environment: API_LOAD_SECONDS (5) measured per route, API_LOAD_WARMUP_SECONDS (1) before
 * each, API_LOAD_CONNECTIONS (10) kept open at once, API_LOAD_POSTGRES_URL (TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test) where a fresh database is created and dropped.
 */
import autocannon from "autocannon";
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { NOOP_PATH, type ParentMessage, type ServerMessage } from "./apiLoadMessages";
import { API_BASE_PATH } from "@workcraft/domain/rules";

function numberFromEnvironment(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const SECONDS = numberFromEnvironment("API_LOAD_SECONDS", 5);
const WARMUP_SECONDS = numberFromEnvironment("API_LOAD_WARMUP_SECONDS", 1);
const CONNECTIONS = Math.round(numberFromEnvironment("API_LOAD_CONNECTIONS", 10));
const POSTGRES_URL =
  process.env.API_LOAD_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** A lead as the contact form sends it (`contact` is one of the domain's `LEAD_FORM_NAMES`). */
const CONTACT_LEAD = {
  formName: "contact",
  data: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    message: "We would like to see a demo of the venture capital CRM.",
  },
};

/** One measured series: a route, its body, and whether the lead limits are credited first. */
interface Series {
  route: string;
  path: string;
  body: unknown;
  creditLeadLimits?: boolean;
}

const SERIES: readonly Series[] = [
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
  {
    route: "form-capture/send, limits as served",
    path: "/api/v2/form-capture/send",
    body: CONTACT_LEAD,
  },
  // Every request an accepted lead: the limits' counters are credited first (see the server).
  {
    route: "form-capture/send, limits credited",
    path: "/api/v2/form-capture/send",
    body: CONTACT_LEAD,
    creditLeadLimits: true,
  },
  { route: "no-op POST, again", path: NOOP_PATH, body: {} },
];

/** What one series measured. */
interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: string;
  socketErrors: number;
}

/** The `q` quantile of sorted latencies, nearest rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

function load(url: string, body: unknown, seconds: number) {
  return autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/*
 * autocannon's own percentiles are whole milliseconds, too coarse for answers that take about
 * one; each answer's time is kept here instead, as autocannon measured it (all answers, 2xx or
 * not, so a flood of 429s shows the latency the flood saw).
 */
async function measure(url: string, body: unknown): Promise<Measurement> {
  await load(url, body, WARMUP_SECONDS);
  const latencies: number[] = [];
  const run = load(url, body, SECONDS);
  run.on("response", (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const result = await run;
  const sorted = Float64Array.from(latencies).sort();
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${count} × ${status}`)
    .join(", ");
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    non2xx: result.non2xx,
    statuses,
    socketErrors: result.errors + result.timeouts,
  };
}

/*
 * The server runs in a child process, not in this one: autocannon keeps a core busy sending
 * and parsing, and in one process it would share the event loop with the server, so the
 * figures would measure both at once. Forked, the server has its own event loop (and, with
 * PGlite, its own embedded database, which runs on that same loop) and the operating system
 * gives each process a core of this 2-core machine; PostgreSQL competes with both.
 */
interface RunningServer {
  baseURL: string;
  database: string;
  ask(message: ParentMessage): Promise<ServerMessage>;
  stop(): Promise<void>;
}

const serverFile = fileURLToPath(new URL("./apiLoadServer.ts", import.meta.url));

function startServer(
  databaseOptions: { dataDir: string } | { url: string },
): Promise<RunningServer> {
  const child: ChildProcess = fork(serverFile, [JSON.stringify(databaseOptions)], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));

  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`The benchmark server stopped (exit code ${code}).\n${printed}`));
      child.once("exit", onExit);
      child.once("message", (message: ServerMessage) => {
        child.off("exit", onExit);
        if (message.kind === "failed") reject(new Error(`${message.message}\n${printed}`));
        else resolve(message);
      });
    });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.send({ kind: "stop" } satisfies ParentMessage);
    await exited;
    clearTimeout(killer);
  };

  return next().then(
    (message) => {
      if (message.kind !== "listening") throw new Error(`Unexpected ${message.kind}`);
      return {
        baseURL: `http://127.0.0.1:${message.port}`,
        database: message.database,
        ask: (question) => {
          const answer = next();
          child.send(question);
          return answer;
        },
        stop,
      };
    },
    async (error: Error) => {
      await stop();
      throw error;
    },
  );
}

type Row = Record<string, string | number>;

function formatNumber(value: number, digits: number): string {
  return Number.isNaN(value) ? "–" : value.toFixed(digits);
}

/** More leads than one address may send in its window (10), each of which must now pass. */
const CREDIT_CHECK_LEADS = 20;

/** Credits the lead limits on the server, then checks that leads past the limit pass. */
async function creditLeadLimits(server: RunningServer, series: Series): Promise<void> {
  const answer = await server.ask({
    kind: "credit-lead-limits",
    // The check, the warm-up and the run, with room to spare.
    seconds: WARMUP_SECONDS + SECONDS + 60,
  });
  if (answer.kind !== "lead-limits-credited" || answer.counters === 0) {
    throw new Error("The lead limits could not be credited: no lead counter was found.");
  }
  for (let lead = 0; lead < CREDIT_CHECK_LEADS; lead += 1) {
    const response = await fetch(`${server.baseURL}${series.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(series.body),
    });
    await response.body?.cancel();
    if (!response.ok) {
      throw new Error(
        `Lead ${lead + 1} after crediting the limits answered ${response.status}: has the way the API stores its rate limits changed? See creditLeadLimits in apiLoadServer.ts.`,
      );
    }
  }
}

/**
 * Measures every series on one server; one table row each. The no-op route is measured first
 * and again last, and the routes are set against the mean of the two: other work on the
 * machine that slows the run down as it goes then weighs on both sides of the ratio, and the
 * no-op rows' own ratios (1 ± the drift) show how much it did.
 */
async function benchmark(server: RunningServer, label: string): Promise<Row[]> {
  const measured: Array<{ series: Series; measurement: Measurement }> = [];
  for (const series of SERIES) {
    if (series.creditLeadLimits) await creditLeadLimits(server, series);
    const measurement = await measure(`${server.baseURL}${series.path}`, series.body);
    measured.push({ series, measurement });
    console.error(
      `  ${elapsed()} ${label}, ${series.route}: ${Math.round(measurement.requestsPerSecond)} req/s`,
    );
  }
  const noopRates = measured
    .filter(({ series }) => series.path === NOOP_PATH)
    .map(({ measurement }) => measurement.requestsPerSecond);
  const noopRate = noopRates.reduce((sum, rate) => sum + rate, 0) / noopRates.length;
  return measured.map(({ series, measurement }) => {
    const non2xx = measurement.statuses ? `${measurement.non2xx} (${measurement.statuses})` : "0";
    return {
      database: label,
      route: series.route,
      "requests/s": Math.round(measurement.requestsPerSecond),
      "p50 ms": formatNumber(measurement.p50, 2),
      "p99 ms": formatNumber(measurement.p99, 2),
      "non-2xx": measurement.socketErrors
        ? `${non2xx}, ${measurement.socketErrors} errors`
        : non2xx,
      "× no-op": formatNumber(measurement.requestsPerSecond / noopRate, 2),
    };
  });
}

async function onPglite(): Promise<Row[]> {
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
async function onPostgres(): Promise<Row[] | string> {
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
      return await benchmark(server, "PostgreSQL");
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
const rows = await onPglite();
const postgres = await onPostgres();
if (typeof postgres === "string") console.log(postgres);
else rows.push(...postgres);

console.log(
  `\nAPI throughput: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up, server in its own process`,
);
console.table(rows);
console.log(
  [
    "× no-op: requests per second of the route over the mean of the two no-op POST series of the same server in the",
    "  same run (measured first and last; their own ratios show how much the machine's load drifted meanwhile).",
    "p50 and p99 cover every answer, 2xx or not. The app-store calls read the catalogue from the domain, not the database.",
    "form-capture/send, limits as served: one address flooding the form; after its first 10 leads (10 per 10 minutes)",
    "  the answers are the 429 refusal, so this row measures how cheaply the API refuses, not how fast it stores leads.",
    "form-capture/send, limits credited: the limits' counters in rate_limit_counters are set far below zero first, so",
    "  every request is an accepted lead (both counters upserted, the lead inserted); no code of the API is changed.",
    `Whole run: ${elapsed()}.`,
  ].join("\n"),
);
