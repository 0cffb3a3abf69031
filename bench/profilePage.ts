/**
 * Where a page's main-thread time goes as it loads and hydrates: a sampled CPU profile of Debian's
 * Chromium, on the built production server (`--cpu` slows its CPU), its self time summed by source
 * file and function through the build's source maps when there are any (build with
 * `sourcemap: true` for names). Before that, each main-thread task that would block once slowed as
 * Lighthouse slows it (`--slowdown`, 5.4 by default: the slowest day's), with the trace's events
 * and the profile's files and functions inside it. One run, to find where time goes, not to score a page (the Lighthouse
 * bench does that).
 *
 *   npm run profile-page -w @workcraft/bench -- [--cpu=1] [--slowdown=5.4] [--top=40] [--block=woff2] /route
 */
import { chromium, type Browser } from "playwright-core";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { repoRoot, startProductionServer } from "./productionServer";

const args = process.argv.slice(2);
const route = args.find((arg) => arg.startsWith("/")) ?? "/business-app/apps";
const cpu = Number(args.find((arg) => arg.startsWith("--cpu="))?.slice(6) ?? 1);
const slowdown = Number(args.find((arg) => arg.startsWith("--slowdown="))?.slice(11) ?? 5.4);
/** A task longer than this, unslowed, blocks once slowed (Lighthouse's simulation multiplies). */
const longMs = 50 / slowdown / cpu;
/** Requests to refuse, as a regular expression over their address (`--block=woff2`). */
const block = args.find((arg) => arg.startsWith("--block="))?.slice(8);
const top = Number(args.find((arg) => arg.startsWith("--top="))?.slice(6) ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  const path = new URL(url).pathname;
  const file = join(repoRoot, "site/build/client", `${path}.map`);
  const consumer = existsSync(file)
    ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8")) as RawSourceMap)
    : null;
  maps.set(url, consumer);
  return consumer;
}

function place(frame: ProfileNode["callFrame"]): { file: string; fn: string } {
  if (!frame.url.startsWith("http"))
    return { file: frame.url || "(native)", fn: frame.functionName || "(anonymous)" };
  const consumer = mapOf(frame.url);
  const short = new URL(frame.url).pathname.replace(/.*\//u, "");
  if (!consumer) return { file: short, fn: frame.functionName || "(anonymous)" };
  const found = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const file = (found.source ?? short)
    .replace(/.*node_modules\//u, "nm:")
    .replace(/^(\.\.\/)+/u, "");
  return { file, fn: `${found.name ?? frame.functionName ?? "?"}:${found.line ?? "?"}` };
}

/** One sample of the profile, not idle: when, how long it stands for, and where in the source. */
interface Sample {
  at: number;
  ms: number;
  file: string;
  fn: string;
}

/** Trace events named with the script or function they run. */
const NAMED_EVENTS = new Set([
  "EvaluateScript",
  "FunctionCall",
  "v8.compileModule",
  "v8.evaluateModule",
]);

/** The samples' time summed by source file and by function. */
function tally(samples: readonly Sample[]) {
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { file, fn, ms } of samples) {
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFunction.set(`${file} ${fn}`, (byFunction.get(`${file} ${fn}`) ?? 0) + ms);
  }
  return { byFile, byFunction };
}

/** The `count` largest entries, each as "name 1.2". */
function ranked(totals: Map<string, number>, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
}

const server = await startProductionServer();
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: "block",
  });
  if (block) await context.route(new RegExp(block, "u"), (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Warm the server's caches once, unslowed.
  await page.goto(server.baseURL + route, { waitUntil: "load" });
  await page.goto("about:blank");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await browser.startTracing(page, {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
    ],
  });
  await cdp.send("Profiler.start");
  await page.goto(server.baseURL + route, { waitUntil: "load" });
  // No script of the harness runs in the page while it loads: only a wait.
  await new Promise((resolve) => setTimeout(resolve, 4000 * cpu));
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const traceEvents = (
    JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
  ).traceEvents;

  // Each sample once: when it was taken, what it stands for, and where it is in the source.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples: Sample[] = [];
  let clock = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    clock += delta;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") return;
    samples.push({ at: clock, ms: delta / 1000, ...place(node.callFrame) });
  });

  // The renderer's main thread, and its tasks that would block once slowed.
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const within = (task: TraceEvent, at: number) => at >= task.ts && at <= task.ts + (task.dur ?? 0);
  const longTasks = traceEvents.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      mainThreads.has(`${event.pid}:${event.tid}`) &&
      (event.dur ?? 0) / 1000 > longMs,
  );
  console.log(`\nMain-thread tasks over ${longMs.toFixed(1)} ms (50 ms at ${slowdown}x):`);
  let blocking = 0;
  for (const task of longTasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * slowdown - 50);
    const { byFile, byFunction } = tally(samples.filter((sample) => within(task, sample.at)));
    const inside = new Map<string, number>();
    for (const event of traceEvents) {
      if (event === task || event.ph !== "X" || event.pid !== task.pid || event.tid !== task.tid)
        continue;
      if (!within(task, event.ts)) continue;
      const what = NAMED_EVENTS.has(event.name)
        ? `${event.name}(${String(event.args?.data?.url ?? event.args?.data?.functionName ?? "")
            .replace(/.*\//u, "")
            .slice(0, 40)})`
        : event.name;
      inside.set(what, (inside.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const events = new Map([...inside].filter(([, total]) => total > 0.5));
    console.log(
      `  at ${((task.ts - profile.startTime) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${(ms * slowdown).toFixed(0)} slowed)\n` +
        `     events: ${ranked(events, 8).join("; ")}\n` +
        `     ${ranked(byFile, 8).join("; ")}\n` +
        `       ${ranked(byFunction, 12).join("\n       ")}`,
    );
  }
  console.log(
    `  blocking time of these at ${slowdown}x, from the start: ${blocking.toFixed(0)} ms`,
  );

  const whole = tally(samples);
  const total = samples.reduce((sum, sample) => sum + sample.ms, 0);
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join("\n");
  console.log(`${route} at ${cpu}x CPU: ${total.toFixed(0)} ms of samples, not idle`);
  console.log("\nBy source file:\n" + list(whole.byFile));
  console.log("\nBy function:\n" + list(whole.byFunction));
} finally {
  await browser?.close();
  await server.stop();
}
