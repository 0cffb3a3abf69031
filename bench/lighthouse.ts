/**
 * Lighthouse benchmark: starts the built production server on a fresh PostgreSQL database with
 * a Studio page published, runs Lighthouse with its mobile preset (simulated slow 4G and 4x CPU
 * slowdown, 412x823 phone screen) in Debian's Chromium on each kind of page, one run at a time
 * (run by run over every route, so each route's runs are spread over the whole bench), and
 * prints the median run of each route as a table with the issue's budgets beside it, then
 * records them in `bench/results/latest.md` ("Pages (Lighthouse mobile)"). Every route is
 * measured twice: with the preset as it is (a 4x slower CPU than this machine today), and as on
 * the slowest day this machine has had (`SLOWEST_BENCHMARK_INDEX`): the CPU slowed by 4x times
 * today's Lighthouse `benchmarkIndex` over that day's, so a budget that holds there holds on any
 * day seen. The budgets are checked on the slow day's figures. `--save=<folder>` also writes each
 * median report there as JSON. `--slowdown=<x>` slows the slow day's pass `x` times instead
 * (a stricter phone than the slowest day, or an earlier run's). Run after `npm run build`.
 *
 *   npm run lighthouse -w @workcraft/bench -- [--runs=3] [--save=<folder>] [--slowdown=5.4] [/route ...]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  chromiumFlags as chromeFlags,
  chromiumPath as chromePath,
  MOBILE_THROTTLING,
} from "./chromium";
import { createBenchDatabase } from "./benchDatabase";
import { startProductionServer } from "./productionServer";
import { recordResults, type ResultRow } from "./results";
import { benchmarkIndex, SLOWEST_BENCHMARK_INDEX, slowestDayFactor } from "./machineSpeed";
import { countArgument, PAGE_ROUTES, routesFromArguments } from "./routes";
import { publishStudioPage } from "./studioPage";
import { CONTACT_EXPERIMENT, runBenchExperiment, variantVisitorCookie } from "./experimentPage";

/**
 * The issue's budgets: scores out of 100, total blocking time and first contentful paint in
 * milliseconds on the preset's slow 4G, and cumulative layout shift on every route.
 */
const BUDGET = {
  performance: 98,
  tbtMs: 150,
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
/** The slow pass's CPU slowdown when given (`--slowdown=5.4`), not worked out from today's speed. */
const givenSlowdown = Number(args.find((arg) => arg.startsWith("--slowdown="))?.slice(11));

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

/**
 * Pages meant to stay out of search engines (`noindex`), the checkout in every locale:
 * Lighthouse's SEO category fails them on `is-crawlable`, so their SEO score is counted without
 * that one audit.
 */
const NOT_FOR_SEARCH = [/^(?:\/(?:de|fr))?\/checkout(?:\?|$)/u];

/** The SEO score of `result`, without `is-crawlable` for a page meant to stay out of search. */
function seoScore(result: Result, route: string): number | undefined {
  if (!NOT_FOR_SEARCH.some((pattern) => pattern.test(route))) return score(result, "seo");
  let weighted = 0;
  let weights = 0;
  for (const ref of result.categories.seo?.auditRefs ?? []) {
    const audited = result.audits[ref.id]?.score;
    if (ref.id === "is-crawlable" || ref.weight === 0 || audited === null || audited === undefined)
      continue;
    weighted += ref.weight * audited;
    weights += ref.weight;
  }
  return weights === 0 ? undefined : Math.round((weighted / weights) * 100);
}

const today = await benchmarkIndex();
/** The preset's 4x, slowed again as much as the slowest day was slower than today. */
const slowDaySlowdown =
  givenSlowdown > 0 ? givenSlowdown : slowestDayFactor(today) * MOBILE_THROTTLING.cpuSlowdown;
const passes = [
  { name: "as today", cpuSlowdown: MOBILE_THROTTLING.cpuSlowdown },
  { name: "as on the slowest day", cpuSlowdown: slowDaySlowdown },
] as const;

const database = await createBenchDatabase();
const server = await startProductionServer({ databaseUrl: database.url }).catch(async (error) => {
  await database.drop();
  throw error;
});
await publishStudioPage(database.url);
await runBenchExperiment(database.url, CONTACT_EXPERIMENT);
/** The page under the experiment is measured as its variant B: a visitor in B asks for it. */
const variantVisitor = { Cookie: variantVisitorCookie(CONTACT_EXPERIMENT) };
const variantPage = await fetch(`${server.baseURL}${CONTACT_EXPERIMENT.path}`, {
  headers: { ...variantVisitor, "User-Agent": "Mozilla/5.0 Chrome/156.0" },
});
if (!(await variantPage.text()).includes(CONTACT_EXPERIMENT.title))
  throw new Error(`${CONTACT_EXPERIMENT.path} did not show variant B to a visitor in B.`);
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
const findings = new Set<string>();
const misses: string[] = [];
const indexes: number[] = [];

/** One Lighthouse run of `route` with the CPU slowed `cpuSlowdown` times, or why it failed. */
async function measureOnce(route: string, cpuSlowdown: number): Promise<Result | string> {
  for (let retries = 0; ; retries += 1) {
    const outcome: RunnerResult | undefined = await lighthouse(`${server.baseURL}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      ...(route === CONTACT_EXPERIMENT.path ? { extraHeaders: variantVisitor } : {}),
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
    const failure = outcome.lhr.runtimeError?.code;
    if (failure && TRACE_FAILURES.has(failure) && retries < MAX_RETRIES) {
      // Lighthouse lost the trace, not the page: measure that run again, and say so.
      retried.push(`${route}: run again after ${failure}`);
      continue;
    }
    if (failure) return failure;
    indexes.push(outcome.lhr.environment.benchmarkIndex);
    return outcome.lhr;
  }
}

/** Each pass's runs of each route, or why a route could not be measured. */
const measured = new Map<string, Result[] | string>();
const key = (pass: (typeof passes)[number], route: string) => `${pass.name} ${route}`;

try {
  for (const route of routes) {
    const status = (await fetch(`${server.baseURL}${route}`, { redirect: "manual" })).status;
    for (const pass of passes)
      measured.set(key(pass, route), status >= 400 ? `HTTP ${status}` : []);
  }
  // Run by run, each pass's every route once: a route's runs are spread over the whole bench,
  // so a slow spell of the machine falls on every route alike, not on the routes measured in it.
  for (let run = 0; run < runs; run += 1) {
    for (const pass of passes) {
      for (const route of routes) {
        const soFar = measured.get(key(pass, route));
        if (typeof soFar === "string" || soFar === undefined) continue;
        const result = await measureOnce(route, pass.cpuSlowdown);
        measured.set(key(pass, route), typeof result === "string" ? result : [...soFar, result]);
      }
    }
  }
  for (const pass of passes) {
    const checked = pass === passes.at(-1);
    const slowdown = `${pass.cpuSlowdown.toFixed(1)}x CPU`;
    for (const route of routes) {
      const runsOfRoute = measured.get(key(pass, route)) ?? "not measured";
      const valid = typeof runsOfRoute === "string" ? runsOfRoute : filterToValidRuns(runsOfRoute);
      const label = `\`${route}\` ${pass.name} (${slowdown})`;
      if (typeof valid === "string" || valid.length === 0) {
        const why = typeof valid === "string" ? valid : "no valid run";
        rows.push({ route, pass: pass.name, error: why });
        misses.push(`${route} ${pass.name}: not measured (${why})`);
        recorded.push({ name: label, value: why, ok: false });
        continue;
      }
      const median = computeMedianRun(valid);
      if (saveFolder) {
        mkdirSync(saveFolder, { recursive: true });
        const name = route.replace(/[^a-z0-9]+/giu, "-").replace(/^-|-$/gu, "") || "home";
        writeFileSync(
          join(saveFolder, `${name}-${checked ? "slow" : "today"}.json`),
          JSON.stringify(median),
        );
      }
      const fcp = metric(median, "first-contentful-paint") ?? NaN;
      const tbt = metric(median, "total-blocking-time") ?? NaN;
      const lcp = metric(median, "largest-contentful-paint") ?? NaN;
      const cls = metric(median, "cumulative-layout-shift") ?? NaN;
      const worstCls = Math.max(...valid.map((r) => metric(r, "cumulative-layout-shift") ?? 0));
      const scores = categories.map((category) =>
        category === "seo" ? seoScore(median, route) : score(median, category),
      );
      rows.push({
        route,
        pass: pass.name,
        performance: scores[0] ?? "-",
        accessibility: scores[1] ?? "-",
        "best-practices": scores[2] ?? "-",
        SEO: scores[3] ?? "-",
        "FCP ms": Math.round(fcp),
        "LCP ms": Math.round(lcp),
        CLS: Number(cls.toFixed(3)),
        "TBT ms": Math.round(tbt),
        "total bytes": Math.round(metric(median, "total-byte-weight") ?? NaN),
        benchmarkIndex: Math.round(median.environment.benchmarkIndex),
      });
      const scoresMet = categories.every(
        (category, index) => (scores[index] ?? 0) >= BUDGET[category],
      );
      recorded.push(
        {
          name: `${label}: performance, accessibility, best practices, SEO`,
          value: scores.map((value) => value ?? "-").join(" / "),
          ...(checked
            ? {
                goal: `≥ ${BUDGET.performance} / ${BUDGET.accessibility} / ${BUDGET["best-practices"]} / ${BUDGET.seo}`,
                ok: scoresMet,
              }
            : {}),
        },
        {
          name: `${label}: total blocking time (FCP, LCP, CLS)`,
          value: `${Math.round(tbt)} ms (${seconds(fcp)}, ${seconds(lcp)}, ${Number(cls.toFixed(3))})`,
          ...(checked
            ? {
                goal: `≤ ${BUDGET.tbtMs} ms (≤ ${seconds(BUDGET.fcpMs)}, CLS ${BUDGET.cls})`,
                ok: tbt <= BUDGET.tbtMs && fcp <= BUDGET.fcpMs && worstCls <= BUDGET.cls,
              }
            : {}),
        },
      );
      const outOfSearch = NOT_FOR_SEARCH.some((pattern) => pattern.test(route));
      for (const finding of failingAudits(median)) {
        if (outOfSearch && finding.startsWith("seo: is-crawlable")) continue;
        findings.add(`${route}  ${finding}`);
      }
      if (!checked) continue;
      for (const [index, category] of categories.entries()) {
        const value = scores[index];
        if (value !== undefined && value < BUDGET[category])
          misses.push(`${route}: ${category} ${value} < ${BUDGET[category]}`);
      }
      if (tbt > BUDGET.tbtMs) misses.push(`${route}: TBT ${Math.round(tbt)} ms > ${BUDGET.tbtMs}`);
      if (fcp > BUDGET.fcpMs) misses.push(`${route}: FCP ${Math.round(fcp)} ms > ${BUDGET.fcpMs}`);
      if (worstCls > BUDGET.cls)
        misses.push(
          `${route}: CLS ${worstCls.toFixed(3)} > ${BUDGET.cls} (worst of ${valid.length})`,
        );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
  rmSync(userDataDir, { recursive: true, force: true });
}

const took = Math.round((Date.now() - started) / 1000);
const after = await benchmarkIndex();
indexes.sort((a, b) => a - b);
const machine = `benchmarkIndex ${today} before, ${after} after (median of 3 each); Lighthouse's own runs ${Math.round(indexes[0] ?? NaN)} to ${Math.round(indexes.at(-1) ?? NaN)}`;
console.log(
  `\nLighthouse ${runs === 1 ? "(one run" : `(median of ${runs} runs`} per route, mobile preset, ${chromePath}, ${took} s):`,
);
console.table(rows);
console.log(`Machine speed: ${machine}.`);
console.log(
  `Budgets, as on the slowest day (benchmarkIndex ${SLOWEST_BENCHMARK_INDEX}, CPU slowed ${slowDaySlowdown.toFixed(1)}x): performance >= ${BUDGET.performance}, accessibility, best practices and SEO 100, TBT <= ${BUDGET.tbtMs} ms, FCP <= ${BUDGET.fcpMs} ms, CLS ${BUDGET.cls}.`,
);
console.log(
  misses.length === 0 ? "Every route meets its budget." : `Over budget:\n  ${misses.join("\n  ")}`,
);
if (findings.size > 0) console.log(`Audits that did not pass:\n  ${[...findings].join("\n  ")}`);
if (retried.length > 0) console.log(`Runs measured again:\n  ${retried.join("\n  ")}`);

recorded.push({ name: "machine speed", value: machine });
recordResults("Pages (Lighthouse mobile)", recorded, [
  `Lighthouse ${runs === 1 ? "one run" : `median of ${runs} runs, spread over the bench,`} per page, mobile preset (simulated slow 4G: 150 ms round trip, 1.6 Mbit/s), Debian's Chromium, the production server on PostgreSQL with a published Studio page (\`/use-case/fleet-crm\`) and an experiment on \`${CONTACT_EXPERIMENT.path}\`, measured as its variant B (a returning visitor in B's cookie sent with every request).`,
  `Each page twice: "as today" with the preset's 4x CPU slowdown on this machine as it is, and "as on the slowest day" with the CPU slowed ${slowDaySlowdown.toFixed(1)}x: ${givenSlowdown > 0 ? `as given (\`--slowdown\`), where today's benchmarkIndex (${today}) over the lowest this machine has given (${SLOWEST_BENCHMARK_INDEX}) would slow it ${(slowestDayFactor(today) * MOBILE_THROTTLING.cpuSlowdown).toFixed(1)}x` : `4x times today's benchmarkIndex (${today}) over the lowest this machine has given (${SLOWEST_BENCHMARK_INDEX}), so a phone is simulated as slow as on that day`}. The budgets are checked on the slow day's figures.`,
  `SEO of the checkout, which is kept out of search engines (noindex), counted without \`is-crawlable\`.`,
  ...[...findings].map((finding) => `- did not pass: ${finding}`),
]);
// A page over its budget fails the bench (npm run bench names it).
if (misses.length > 0) process.exitCode = 1;
