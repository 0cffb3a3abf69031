/**
 * Serving benchmark: requests per second and p99 of the site's production server against nginx
 * (one worker, `gzip_static`, the same `build/client`), over keep-alive with gzip asked for, at
 * the same concurrency, for a prerendered page and a hashed asset as built; then a published
 * Studio page, and the prerendered page once that page is in its footer and once a Studio page is
 * in the list of use cases, against the page as built. The ratios are the figures to compare;
 * absolute numbers say how fast this machine is.
 *
 *   npm run serving -w @workcraft/bench    (after `npm run build`; needs wrk and nginx-light)
 *
 * Environment: SERVING_SECONDS (10) measured per series, SERVING_CONNECTIONS (32).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createBenchDatabase } from "./benchDatabase";
import { requireNginx, startNginx } from "./nginx";
import { repoRoot, startProductionServer, type ProductionServer } from "./productionServer";
import { formatted, recordResults, type ResultRow } from "./results";
import { publishStudioPage } from "./studioPage";
import { requireWrk, wrk, type WrkResult } from "./wrk";

requireWrk();
requireNginx();

const SECONDS = Number(process.env.SERVING_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SERVING_CONNECTIONS ?? 32);
const GZIP = { "Accept-Encoding": "gzip" };
const clientDir = join(repoRoot, "site/build/client");

/** The hashed script every page loads first (React Router's client entry). */
function entryScript(): string {
  const name = readdirSync(join(clientDir, "assets")).find((file) =>
    /^entry\.client-.*\.js$/u.test(file),
  );
  if (!name) throw new Error("No entry.client-*.js in site/build/client/assets: build first.");
  return `/assets/${name}`;
}

async function measure(url: string): Promise<WrkResult> {
  await wrk(url, { seconds: 2, connections: CONNECTIONS, headers: GZIP });
  const result = await wrk(url, { seconds: SECONDS, connections: CONNECTIONS, headers: GZIP });
  console.log(
    `${url}: ${formatted(result.requestsPerSecond)} requests/s, p99 ${result.p99} ms, ${result.errors} errors`,
  );
  return result;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024;
}

async function ensureStatus(url: string, headers: Record<string, string>, status: number) {
  const response = await fetch(url, { headers });
  if (response.status !== status)
    throw new Error(`${url} answered ${response.status}, not ${status}.`);
  return response;
}

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

const database = await createBenchDatabase();
let server: ProductionServer | undefined;
let listedServer: ProductionServer | undefined;
const nginx = await startNginx(clientDir);
try {
  server = await startProductionServer({ databaseUrl: database.url });
  const asset = entryScript();
  const rssAtStart = rssMb(server.pid);

  // Both servers answer the same bytes: the build's .gz copy.
  for (const base of [server.baseURL, nginx.baseURL]) {
    const page = await ensureStatus(`${base}/`, GZIP, 200);
    if (page.headers.get("content-encoding") !== "gzip")
      throw new Error(`${base}/ did not send gzip.`);
  }
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
  const ourPage = await measure(`${server.baseURL}/`);
  const theirPage = await measure(`${nginx.baseURL}/`);
  ratioRow("prerendered page `/`, site's server ÷ nginx", ourPage, theirPage, 0.5);
  const ourAsset = await measure(`${server.baseURL}${asset}`);
  const theirAsset = await measure(`${nginx.baseURL}${asset}`);
  ratioRow(`hashed asset \`${asset}\`, site's server ÷ nginx`, ourAsset, theirAsset, 0.5);

  const studioPath = await publishStudioPage(database.url);
  // The Studio page is rendered once, then kept.
  await ensureStatus(`${server.baseURL}${studioPath}`, GZIP, 200);
  const studio = await measure(`${server.baseURL}${studioPath}`);
  ratioRow(`published Studio page \`${studioPath}\` ÷ prerendered page`, studio, ourPage, 0.8);
  const withFooter = await measure(`${server.baseURL}/`);
  ratioRow(
    "prerendered page `/` with the published use case in its footer ÷ as built",
    withFooter,
    ourPage,
    0.8,
  );
  rows.push({
    name: "site's server memory (RSS) before and after the load",
    value: `${formatted(rssAtStart)} MB → ${formatted(rssMb(server.pid))} MB`,
  });
  await server.stop();
  server = undefined;

  // Once a Studio page is in a list, every prerendered page is rendered with the lists and kept.
  const listedDatabase = await createBenchDatabase();
  try {
    listedServer = await startProductionServer({ databaseUrl: listedDatabase.url });
    await publishStudioPage(listedDatabase.url, { listed: true });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await ensureStatus(`${listedServer.baseURL}/`, GZIP, 200);
    const listed = await measure(`${listedServer.baseURL}/`);
    ratioRow("prerendered page `/` with a Studio page listed ÷ as built", listed, ourPage, 0.8);
  } finally {
    await listedServer?.stop();
    await listedDatabase.drop();
  }
} finally {
  await server?.stop();
  await nginx.stop();
  await database.drop();
}

recordResults("Serving", rows, [
  `wrk, one thread, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per series after 2 s of warm-up, \`Accept-Encoding: gzip\`; nginx-light with one worker and gzip_static on the same build/client.`,
]);
if (rows.some(({ ok }) => ok === false)) process.exitCode = 1;
