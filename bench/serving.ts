/**
 * Serving benchmark: requests per second and p99 of the site's production server, for a
 * prerendered page and a hashed asset as built, beside two limits measured in the same run on
 * the same bytes: nginx (one worker, `gzip_static`, the same `build/client`) and a bare Node
 * `http` server sending the very answer the site's server sent (bareNodeServer.ts). Then a
 * published Studio page, and the prerendered page once that page is in its footer and once a
 * Studio page is in the list of use cases, against the page as built.
 *
 * So that no figure flatters: every server runs on one core and wrk on the other (cores.ts),
 * each series is measured three times, turn about, and its median kept; the ratios are of
 * medians. The machine's speed is printed with them: Lighthouse's benchmarkIndex before and
 * after, and nginx's own requests per second.
 *
 *   npm run serving -w @workcraft/bench    (after `npm run build`; needs wrk and nginx-light)
 *
 * Environment: SERVING_SECONDS (10) measured per series, SERVING_CONNECTIONS (32),
 * SERVING_ROUNDS (3).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BareAnswer } from "./bareNodeServer";
import { createBenchDatabase } from "./benchDatabase";
import { LOAD_CORE, onCore, SERVER_CORE } from "./cores";
import { benchmarkIndex } from "./machineSpeed";
import { requireNginx, startNginx } from "./nginx";
import { repoRoot, startProductionServer, type ProductionServer } from "./productionServer";
import { formatted, medianBy, recordResults, type ResultRow } from "./results";
import { publishStudioPage } from "./studioPage";
import { HOME_EXPERIMENT, runBenchExperiment, variantVisitorCookie } from "./experimentPage";
import { requireWrk, wrk, type WrkResult } from "./wrk";

requireWrk();
requireNginx();

const SECONDS = Number(process.env.SERVING_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SERVING_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.SERVING_ROUNDS ?? 3);
const GZIP = { "Accept-Encoding": "gzip" };
/** A browser's user agent: a request without one is taken for a crawler and never in an experiment. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const clientDir = join(repoRoot, "site/build/client");
/** What every answer of the site carries, and must still carry however fast it is sent. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
];
/** The headers that describe a body: all a bare server needs to send for a browser to use it. */
const BODY_HEADERS = new Set(["content-type", "content-encoding"]);
/** Headers of one connection or one moment, not of the answer: the bare server leaves them. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "content-length"]);

/** The hashed script every page loads first (React Router's client entry). */
function entryScript(): string {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^entry\.client-.*\.js$/u.test(file),
  );
  if (!name) throw new Error("No entry.client-*.js in site/build/client/assets: build first.");
  return `/assets/${name}`;
}

/** A series to measure: an address, and the headers each request sends besides gzip's. */
type Series = string | { url: string; headers: Record<string, string> };

/** One series from the load core, after 2 s of warm-up. */
async function measure(series: Series): Promise<WrkResult> {
  const url = typeof series === "string" ? series : series.url;
  const headers = typeof series === "string" ? GZIP : { ...GZIP, ...series.headers };
  const options = { connections: CONNECTIONS, headers, core: LOAD_CORE };
  await wrk(url, { ...options, seconds: 2 });
  const result = await wrk(url, { ...options, seconds: SECONDS });
  console.log(
    `${url}: ${formatted(result.requestsPerSecond)} requests/s, p99 ${result.p99} ms, ${result.errors} errors`,
  );
  return result;
}

/** The median series of several, by requests per second, with the errors of all. */
function median(results: WrkResult[]): WrkResult {
  const middle = medianBy(results, ({ requestsPerSecond }) => requestsPerSecond);
  return { ...middle, errors: results.reduce((sum, { errors }) => sum + errors, 0) };
}

/**
 * Each of `urls` measured ROUNDS times, turn about (a slow moment of the machine falls on all
 * of them alike), and the median of each.
 */
async function medians(urls: Series[]): Promise<WrkResult[]> {
  const series: WrkResult[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, url] of urls.entries()) series[index]!.push(await measure(url));
  }
  return series.map(median);
}

/** An answer as sent, body untouched (gzip stays gzip), with its headers in their order. */
function rawAnswer(url: string): Promise<{ status: number; headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: GZIP }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

/** The site's answer to `url`, checked: 200, gzip, every security header. */
async function answerOfSite(url: string): Promise<BareAnswer & { body: Buffer }> {
  const { status, headers, body } = await rawAnswer(url);
  const names = new Set(
    headers.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
  );
  if (status !== 200) throw new Error(`${url} answered ${status}, not 200.`);
  if (!names.has("content-encoding")) throw new Error(`${url} did not send gzip.`);
  const missing = SECURITY_HEADERS.filter((name) => !names.has(name));
  if (missing.length > 0) throw new Error(`${url} answered without ${missing.join(", ")}.`);
  const kept: string[] = [];
  for (let index = 0; index < headers.length; index += 2) {
    if (!PER_CONNECTION.has(headers[index]!.toLowerCase()))
      kept.push(headers[index]!, headers[index + 1]!);
  }
  return { bodyFile: "", headers: kept, body };
}

/** A bare Node server sending `answer`, on the server core; `stop` ends it. */
async function startBareNode(
  answer: BareAnswer & { body: Buffer },
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), "workcraft-bare-"));
  const bodyFile = join(folder, "body");
  writeFileSync(bodyFile, answer.body);
  writeFileSync(join(folder, "answer.json"), JSON.stringify({ bodyFile, headers: answer.headers }));
  const script = fileURLToPath(new URL("bareNodeServer.ts", import.meta.url));
  const child = spawn(
    ...onCore(SERVER_CORE, process.execPath, [
      "--import",
      "tsx",
      script,
      join(folder, "answer.json"),
    ]),
    { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`The bare Node server stopped (${code}).`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { baseURL: `http://127.0.0.1:${port}`, stop };
}

async function ensureStatus(url: string, headers: Record<string, string>, status: number) {
  const response = await fetch(url, { headers });
  if (response.status !== status)
    throw new Error(`${url} answered ${response.status}, not ${status}.`);
  return response;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024;
}

const perSecond = (result: WrkResult) =>
  `${formatted(result.requestsPerSecond)} requests/s, p99 ${result.p99} ms`;

const rows: ResultRow[] = [];
const ratioRow = (measure: string, ours: WrkResult, theirs: WrkResult, goal: number) => {
  const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
  rows.push({
    name: measure,
    value: `${ratio.toFixed(2)} (${formatted(ours.requestsPerSecond)} vs ${formatted(theirs.requestsPerSecond)} requests/s; p99 ${ours.p99} vs ${theirs.p99} ms; errors ${ours.errors + theirs.errors})`,
    goal: `≥ ${goal}`,
    ok: ratio >= goal && ours.errors + theirs.errors === 0,
  });
};

/**
 * `now` ÷ `before` for series measured minutes apart, each first divided by nginx's series of
 * its own rounds, so that the machine's drift between them cancels out.
 */
const driftFreeRatioRow = (
  measure: string,
  now: { ours: WrkResult; nginx: WrkResult },
  before: { ours: WrkResult; nginx: WrkResult },
) => {
  const ratio =
    now.ours.requestsPerSecond /
    now.nginx.requestsPerSecond /
    (before.ours.requestsPerSecond / before.nginx.requestsPerSecond);
  const errors = now.ours.errors + before.ours.errors;
  rows.push({
    name: `${measure}, each against nginx in its own rounds`,
    value: `${ratio.toFixed(2)} (${formatted(now.ours.requestsPerSecond)} with nginx at ${formatted(now.nginx.requestsPerSecond)} vs ${formatted(before.ours.requestsPerSecond)} with nginx at ${formatted(before.nginx.requestsPerSecond)} requests/s; errors ${errors})`,
    goal: "≥ 0.8",
    ok: ratio >= 0.8 && errors === 0,
  });
};

const speedBefore = await benchmarkIndex();
console.log(`machine speed: Lighthouse benchmarkIndex ${speedBefore} (median of 3)`);
const database = await createBenchDatabase();
let server: ProductionServer | undefined;
let listedServer: ProductionServer | undefined;
let experimentServer: ProductionServer | undefined;
let plainServer: ProductionServer | undefined;
let loggingServer: ProductionServer | undefined;
const nginx = await startNginx(clientDir, { core: SERVER_CORE });
try {
  server = await startProductionServer({ databaseUrl: database.url, core: SERVER_CORE });
  // Beside it, a copy that logs every answer sent from memory, not a tally (REQUEST_LOG=every).
  loggingServer = await startProductionServer({
    databaseUrl: database.url,
    core: SERVER_CORE,
    environment: { REQUEST_LOG: "every" },
  });
  const rssAtStart = rssMb(server.pid);

  // A page already in the browser's cache costs a 304, by ETag and by date.
  const page = await ensureStatus(`${server.baseURL}/`, GZIP, 200);
  await ensureStatus(
    `${server.baseURL}/`,
    { ...GZIP, "If-None-Match": page.headers.get("etag")! },
    304,
  );
  await ensureStatus(
    `${server.baseURL}/`,
    { ...GZIP, "If-Modified-Since": page.headers.get("last-modified")! },
    304,
  );
  rows.push({
    name: "HTML page revalidated by ETag and by If-Modified-Since",
    value: "304, 304",
    goal: "304",
    ok: true,
  });

  // The pages as built, before the Studio publishes anything: a published use case is in every
  // page's footer, so from then on the pages are sent as rendered with it (measured below).
  let ourPage: WrkResult | undefined;
  let nginxPage: WrkResult | undefined;
  for (const [what, path] of [
    ["prerendered page", "/"],
    ["hashed asset", entryScript()],
  ] as const) {
    const answer = await answerOfSite(`${server.baseURL}${path}`);
    // The limit: the same bytes with only the headers that describe them. Beside it, the same
    // bytes with every header the site sent, to show what the headers themselves cost.
    const bare = await startBareNode({
      ...answer,
      // A name and its value: kept or left together, by the name.
      headers: answer.headers.filter((_, index, all) =>
        BODY_HEADERS.has(all[index - (index % 2)]!.toLowerCase()),
      ),
    });
    const bareAsSite = await startBareNode(answer);
    try {
      // A page's request with a browser's user agent is counted as a view of the page (per page
      // and day, no id); the series above send none, as a crawler-less probe would.
      const isPage = what === "prerendered page";
      const [ours, bareNode, bareWithHeaders, theirs, logged, asBrowser] = await medians([
        `${server.baseURL}${path}`,
        `${bare.baseURL}${path}`,
        `${bareAsSite.baseURL}${path}`,
        `${nginx.baseURL}${path}`,
        `${loggingServer.baseURL}${path}`,
        ...(isPage
          ? [{ url: `${server.baseURL}${path}`, headers: { "User-Agent": BROWSER } }]
          : []),
      ]);
      ourPage ??= ours;
      nginxPage ??= theirs;
      rows.push({
        name: `${what} \`${path}\`: requests/s, median of ${ROUNDS}`,
        value: `site's server ${perSecond(ours!)} (logging each answer: ${perSecond(logged!)}); bare Node ${perSecond(bareNode!)}, with the site's headers ${perSecond(bareWithHeaders!)}; nginx ${perSecond(theirs!)}`,
      });
      rows.push({
        name: `${what} \`${path}\`, site's server logging each answer (REQUEST_LOG=every) ÷ bare Node`,
        value: `${(logged!.requestsPerSecond / bareNode!.requestsPerSecond).toFixed(2)} (the default counts them in a line a minute)`,
      });
      ratioRow(`${what} \`${path}\`, site's server ÷ bare Node`, ours!, bareNode!, 0.8);
      if (asBrowser) {
        ratioRow(
          `${what} \`${path}\` asked by a browser (counted as a page view) ÷ asked without a user agent (not counted)`,
          asBrowser,
          ours!,
          0.9,
        );
      }
      ratioRow(`${what} \`${path}\`, site's server ÷ nginx`, ours!, theirs!, 0.5);
      rows.push({
        name: `${what} \`${path}\`, bare Node with the site's headers ÷ bare Node (what the headers cost)`,
        value: (bareWithHeaders!.requestsPerSecond / bareNode!.requestsPerSecond).toFixed(2),
      });
      rows.push({
        name: `${what} \`${path}\`, site's server ÷ bare Node with the site's headers (what the server's own work costs: finding the answer, its coding and validators, its request id and tally)`,
        value: (ours!.requestsPerSecond / bareWithHeaders!.requestsPerSecond).toFixed(2),
      });
      rows.push({
        name: `${what} \`${path}\`: the site's security headers on its answer`,
        value: `all ${SECURITY_HEADERS.length}, ${answer.headers.length / 2} headers in all, ${formatted(answer.body.byteLength)} bytes of gzip`,
        ok: true,
      });
    } finally {
      await bare.stop();
      await bareAsSite.stop();
    }
  }

  const studioPath = await publishStudioPage(database.url);
  // The Studio page is rendered once, then kept.
  await ensureStatus(`${server.baseURL}${studioPath}`, GZIP, 200);
  const [studio, withFooter, nginxNow] = await medians([
    `${server.baseURL}${studioPath}`,
    `${server.baseURL}/`,
    `${nginx.baseURL}/`,
  ]);
  // Measured in the same rounds: the Studio page against a prerendered page of the same server.
  ratioRow(`published Studio page \`${studioPath}\` ÷ prerendered page`, studio!, withFooter!, 0.8);
  // Measured minutes apart, so each against nginx in its own rounds: a machine that slowed down
  // meanwhile (it does) slows nginx alike.
  driftFreeRatioRow(
    "prerendered page `/` with the published use case in its footer ÷ as built",
    { ours: withFooter!, nginx: nginxNow! },
    { ours: ourPage!, nginx: nginxPage! },
  );
  rows.push({
    name: "site's server memory (RSS) before and after the load",
    value: `${formatted(rssAtStart)} MB → ${formatted(rssMb(server.pid))} MB`,
  });
  await server.stop();
  server = undefined;
  await loggingServer.stop();
  loggingServer = undefined;

  // A page under an experiment, against the same page outside one, measured in the same rounds:
  // each server on a database of its own, one with an experiment running on `/`.
  const [experimentDatabase, plainDatabase] = await Promise.all([
    createBenchDatabase(),
    createBenchDatabase(),
  ]);
  try {
    [experimentServer, plainServer] = await Promise.all([
      startProductionServer({ databaseUrl: experimentDatabase.url, core: SERVER_CORE }),
      startProductionServer({ databaseUrl: plainDatabase.url, core: SERVER_CORE }),
    ]);
    // Started once the server has made its tables; a copy reads running experiments each second.
    await runBenchExperiment(experimentDatabase.url, HOME_EXPERIMENT);
    const returning = { "User-Agent": BROWSER, Cookie: variantVisitorCookie(HOME_EXPERIMENT) };
    // The visitor's first request counts them and renders their arm; later ones are sent from memory.
    const first = await ensureStatus(
      `${experimentServer.baseURL}/`,
      { ...GZIP, ...returning },
      200,
    );
    if (first.headers.get("cache-control") !== "private, no-store")
      throw new Error("The page under an experiment was not sent private, no-store.");
    if (!(await first.text()).includes(HOME_EXPERIMENT.title))
      throw new Error("The visitor in variant B was not shown variant B.");
    const [under, firstVisits, outside] = await medians([
      { url: `${experimentServer.baseURL}/`, headers: returning },
      { url: `${experimentServer.baseURL}/`, headers: { "User-Agent": BROWSER } },
      { url: `${plainServer.baseURL}/`, headers: { "User-Agent": BROWSER } },
    ]);
    ratioRow(
      "`/` under an experiment, a counted visitor of variant B ÷ `/` outside one (same rounds)",
      under!,
      outside!,
      0.8,
    );
    rows.push({
      name: "`/` under an experiment, first visits (each given an id, its arm sent through the app) ÷ `/` outside one",
      value: `${(firstVisits!.requestsPerSecond / outside!.requestsPerSecond).toFixed(2)} (${perSecond(firstVisits!)})`,
    });
  } finally {
    await experimentServer?.stop();
    await plainServer?.stop();
    await experimentDatabase.drop();
    await plainDatabase.drop();
  }

  // Once a Studio page is in a list, every prerendered page is rendered with the lists and kept.
  const listedDatabase = await createBenchDatabase();
  try {
    listedServer = await startProductionServer({
      databaseUrl: listedDatabase.url,
      core: SERVER_CORE,
    });
    await publishStudioPage(listedDatabase.url, { listed: true });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await ensureStatus(`${listedServer.baseURL}/`, GZIP, 200);
    const [listed, nginxListed] = await medians([`${listedServer.baseURL}/`, `${nginx.baseURL}/`]);
    driftFreeRatioRow(
      "prerendered page `/` with a Studio page listed ÷ as built",
      { ours: listed!, nginx: nginxListed! },
      { ours: ourPage!, nginx: nginxPage! },
    );
  } finally {
    await listedServer?.stop();
    await listedDatabase.drop();
  }
} finally {
  await server?.stop();
  await loggingServer?.stop();
  await nginx.stop();
  await database.drop();
}

const speedAfter = await benchmarkIndex();
rows.push({
  name: "machine speed: Lighthouse benchmarkIndex before and after (median of 3 each)",
  value: `${speedBefore}, ${speedAfter}`,
});
recordResults("Serving", rows, [
  `Servers on core ${SERVER_CORE} alone and wrk on core ${LOAD_CORE} (taskset). wrk, one thread, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per series after 2 s of warm-up, \`Accept-Encoding: gzip\`; each series ${ROUNDS} times, turn about, and the median kept. nginx-light with one worker and gzip_static on the same build/client; the bare Node server sends the site's own answer (its bytes and headers) from memory and does nothing else. The site's server as deployed by default counts the answers it sends from memory in its log, a line a minute (\`REQUEST_LOG=tally\`); a second copy, measured in the same rounds, logs a line for each (\`REQUEST_LOG=every\`).`,
]);
if (rows.some(({ ok }) => ok === false)) process.exitCode = 1;
