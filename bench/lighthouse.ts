/**
 * Lighthouse benchmark: starts the built production server on a fresh PostgreSQL database with
 * a Studio page published, runs Lighthouse with its mobile preset (simulated slow 4G and 4x CPU
 * slowdown, 412x823 phone screen) in Debian's Chromium on each kind of page, one run at a time,
 * and prints the median run of each route as a table with the issue's budgets beside it, then
 * records them in `bench/results/latest.md` ("Pages (Lighthouse mobile)"). `--save=<folder>`
 * also writes each median report there as JSON. Run after `npm run build`.
 *
 *   npm run lighthouse -w @workcraft/bench -- [--runs=3] [--save=<folder>] [/route ...]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from "./chromium";
import { createBenchDatabase } from "./benchDatabase";
import { startProductionServer } from "./productionServer";
import { recordResults, type ResultRow } from "./results";
import { countArgument, PAGE_ROUTES, routesFromArguments } from "./routes";
import { publishStudioPage } from "./studioPage";

/**
 * The issue's budgets: scores out of 100, first contentful paint in milliseconds on the preset's
 * slow 4G, and cumulative layout shift on every route.
 */
const BUDGET = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 1600,
  cls: 0,
};

const args = process.argv.slice(2);
const runs = countArgument(args, "runs", 3);
const routes = routesFromArguments(args, PAGE_ROUTES);
const saveFolder = args.find((arg) => arg.startsWith("--save="))?.slice("--save=".length);

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

function score(result: Result, category: (typeof categories)[number]): number | undefined {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
}

/** Milliseconds as seconds with two decimals, e.g. `1.52 s`. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function metric(result: Result, audit: string): number | undefined {
  return result.audits[audit]?.numericValue;
}

/** The first few things an audit found, in a few words each: an element, a URL or a message. */
function examples(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const described = items.slice(0, 2).map((item) => {
    const found = item as {
      node?: { snippet?: string };
      url?: string;
      description?: string;
      sourceLocation?: { url?: string };
    };
    const where = found.sourceLocation?.url ? ` (${found.sourceLocation.url})` : "";
    const text =
      found.node?.snippet ?? (found.description ? `${found.description}${where}` : found.url) ?? "";
    return text
      .replace(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+/gu, "")
      .replace(/\s+/gu, " ")
      .slice(0, 160);
  });
  const more = items.length > 2 ? ` and ${items.length - 2} more` : "";
  return described.some(Boolean) ? `: ${described.filter(Boolean).join(" | ")}${more}` : "";
}

/** Audits of the scored categories that did not pass: what stands between a route and 100. */
function failingAudits(result: Result): string[] {
  const failing = new Set<string>();
  for (const category of categories) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const shown =
        category === "performance"
          ? audit.displayValue
            ? ` (${audit.displayValue})`
            : ""
          : examples(audit.details);
      failing.add(`${category}: ${ref.id}${shown}`);
    }
  }
  return [...failing];
}

const database = await createBenchDatabase();
const server = await startProductionServer({ databaseUrl: database.url }).catch(async (error) => {
  await database.drop();
  throw error;
});
await publishStudioPage(database.url);
const userDataDir = mkdtempSync(join(tmpdir(), "workcraft-lighthouse-"));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
const started = Date.now();

/**
 * Errors of Lighthouse's own trace, seen now and then when one browser serves run after run
 * (`NO_NAVSTART`: the trace lacks the navigation's start). The page is not at fault; the run is
 * measured again, at most `MAX_RETRIES` times a route.
 */
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);
const MAX_RETRIES = 2;
const retried: string[] = [];

const rows: Array<Record<string, string | number>> = [];
const recorded: ResultRow[] = [];
const findings: string[] = [];
const misses: string[] = [];

try {
  for (const route of routes) {
    const results: Result[] = [];
    let error: string | undefined;
    const status = (await fetch(`${server.baseURL}${route}`, { redirect: "manual" })).status;
    if (status >= 400) error = `HTTP ${status}`;
    let retries = 0;
    for (let run = 0; run < runs && !error; run += 1) {
      const outcome: RunnerResult | undefined = await lighthouse(`${server.baseURL}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
      const failure = outcome.lhr.runtimeError?.code;
      if (failure && TRACE_FAILURES.has(failure) && retries < MAX_RETRIES) {
        // Lighthouse lost the trace, not the page: measure that run again, and say so.
        retries += 1;
        run -= 1;
        retried.push(`${route}: run again after ${failure}`);
        continue;
      }
      if (failure) {
        error = failure;
        break;
      }
      results.push(outcome.lhr);
    }
    const valid = filterToValidRuns(results);
    if (error || valid.length === 0) {
      rows.push({ route, error: error ?? "no valid run" });
      misses.push(`${route}: not measured (${error ?? "no valid run"})`);
      recorded.push({ name: `\`${route}\``, value: error ?? "no valid run", ok: false });
      continue;
    }
    const median = computeMedianRun(valid);
    if (saveFolder) {
      mkdirSync(saveFolder, { recursive: true });
      const name = route.replace(/[^a-z0-9]+/giu, "-").replace(/^-|-$/gu, "") || "home";
      writeFileSync(join(saveFolder, `${name}.json`), JSON.stringify(median));
    }
    const fcp = metric(median, "first-contentful-paint") ?? NaN;
    const cls = metric(median, "cumulative-layout-shift") ?? NaN;
    const worstCls = Math.max(...valid.map((r) => metric(r, "cumulative-layout-shift") ?? 0));
    rows.push({
      route,
      performance: score(median, "performance") ?? "-",
      accessibility: score(median, "accessibility") ?? "-",
      "best-practices": score(median, "best-practices") ?? "-",
      SEO: score(median, "seo") ?? "-",
      "FCP ms": Math.round(fcp),
      "LCP ms": Math.round(metric(median, "largest-contentful-paint") ?? NaN),
      CLS: Number(cls.toFixed(3)),
      "TBT ms": Math.round(metric(median, "total-blocking-time") ?? NaN),
      "total bytes": Math.round(metric(median, "total-byte-weight") ?? NaN),
    });
    const scores = categories.map((category) => score(median, category));
    for (const [index, category] of categories.entries()) {
      const value = scores[index];
      if (value !== undefined && value < BUDGET[category])
        misses.push(`${route}: ${category} ${value} < ${BUDGET[category]}`);
    }
    if (fcp > BUDGET.fcpMs) misses.push(`${route}: FCP ${Math.round(fcp)} ms > ${BUDGET.fcpMs}`);
    recorded.push(
      {
        name: `\`${route}\` performance, accessibility, best practices, SEO`,
        value: scores.map((value) => value ?? "-").join(" / "),
        goal: `≥ ${BUDGET.performance} / ${BUDGET.accessibility} / ${BUDGET["best-practices"]} / ${BUDGET.seo}`,
        ok: categories.every((category, index) => (scores[index] ?? 0) >= BUDGET[category]),
      },
      {
        name: `\`${route}\` first contentful paint (LCP, TBT, CLS)`,
        value: `${seconds(fcp)} (${seconds(metric(median, "largest-contentful-paint") ?? NaN)}, ${Math.round(metric(median, "total-blocking-time") ?? NaN)} ms, ${Number(cls.toFixed(3))})`,
        goal: `≤ ${seconds(BUDGET.fcpMs)}`,
        ok: fcp <= BUDGET.fcpMs,
      },
    );
    if (worstCls > BUDGET.cls)
      misses.push(
        `${route}: CLS ${worstCls.toFixed(3)} > ${BUDGET.cls} (worst of ${valid.length})`,
      );
    for (const finding of failingAudits(median)) findings.push(`${route}  ${finding}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
  rmSync(userDataDir, { recursive: true, force: true });
}

const took = Math.round((Date.now() - started) / 1000);
console.log(
  `\nLighthouse ${runs === 1 ? "(one run" : `(median of ${runs} runs`} per route, mobile preset, ${chromePath}, ${took} s):`,
);
console.table(rows);
console.log(
  `Budgets: performance >= ${BUDGET.performance}, accessibility, best practices and SEO 100, FCP <= ${BUDGET.fcpMs} ms, CLS ${BUDGET.cls}.`,
);
console.log(
  misses.length === 0 ? "Every route meets its budget." : `Over budget:\n  ${misses.join("\n  ")}`,
);
if (findings.length > 0) console.log(`Audits that did not pass:\n  ${findings.join("\n  ")}`);
if (retried.length > 0) console.log(`Runs measured again:\n  ${retried.join("\n  ")}`);

recordResults("Pages (Lighthouse mobile)", recorded, [
  `Lighthouse ${runs === 1 ? "one run" : `median of ${runs} runs`} per page, mobile preset (simulated slow 4G: 150 ms round trip, 1.6 Mbit/s; 4x CPU slowdown), Debian's Chromium, the production server on PostgreSQL with a published Studio page (\`/use-case/fleet-crm\`); LCP, TBT and CLS shown beside FCP, CLS 0 wanted.`,
  ...findings.map((finding) => `- did not pass: ${finding}`),
]);
