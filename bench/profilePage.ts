/**
 * Where a page's main-thread script time goes as it loads and hydrates: a sampled CPU profile
 * of Debian's Chromium, on the built production server, with the CPU slowed as a phone's, its
 * self time summed by source file (and function) through the build's source maps when there are
 * any (build with `sourcemap: true` for names), the long tasks listed beside it.
 *
 * Then each main-thread task that would block once slowed as Lighthouse slows it (`--slowdown`,
 * 5.4 by default: the slowest day's), with the trace's events and the profile's files and
 * functions inside it. One run, to find where time goes, not to score a page (the Lighthouse
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
  await cdp.send("Performance.enable");
  await page.evaluate(() => undefined);
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

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfByNode) {
    const node = byId.get(id);
    if (!node) continue;
    const { file, fn } = place(node.callFrame);
    if (file === "(idle)" || node.callFrame.functionName === "(idle)") continue;
    total += ms;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFn.set(`${file} ${fn}`, (byFn.get(`${file} ${fn}`) ?? 0) + ms);
  }
  // The main thread's tasks from the trace, each with the profile's samples inside it.
  const threads = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.name === "thread_name" && event.args?.name === "CrRendererMain")
      threads.set(`${event.pid}:${event.tid}`, 1);
  }
  const runTasks = traceEvents.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      threads.has(`${event.pid}:${event.tid}`) &&
      (event.dur ?? 0) / 1000 > longMs,
  );
  const sampleTimes: number[] = [];
  let clock = profile.startTime;
  profile.samples.forEach((_id, index) => {
    clock += profile.timeDeltas[index] ?? 0;
    sampleTimes.push(clock);
  });
  console.log(`\nMain-thread tasks over ${longMs.toFixed(1)} ms (50 ms at ${slowdown}x):`);
  let blocking = 0;
  for (const task of runTasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * slowdown - 50);
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const at = sampleTimes[index] ?? 0;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
      const node = byId.get(id);
      if (!node) return;
      const { file, fn } = place(node.callFrame);
      const key = `${file} ${fn}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
    });
    const files = new Map<string, number>();
    for (const [key, v] of self) {
      const f = key.split(" ")[0] ?? key;
      files.set(f, (files.get(f) ?? 0) + v);
    }
    const head = [...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join("; ");
    const inside = new Map<string, number>();
    for (const event of traceEvents) {
      if (event.ph !== "X" || event.pid !== task.pid || event.tid !== task.tid || event === task)
        continue;
      if (event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0)) continue;
      const what =
        event.name === "EvaluateScript" ||
        event.name === "FunctionCall" ||
        event.name === "v8.compileModule" ||
        event.name === "v8.evaluateModule"
          ? `${event.name}(${String(event.args?.data?.url ?? event.args?.data?.functionName ?? "")
              .replace(/.*\//u, "")
              .slice(0, 40)})`
          : event.name;
      inside.set(what, (inside.get(what) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const events = [...inside]
      .filter(([, v]) => v > 0.5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join("; ");
    const fns = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join("\n       ");
    console.log(
      `  at ${((task.ts - profile.startTime) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${(ms * slowdown).toFixed(0)} slowed)\n     events: ${events}\n     ${head}\n       ${fns}`,
    );
  }
  console.log(
    `  blocking time of these at ${slowdown}x, from the start: ${blocking.toFixed(0)} ms`,
  );
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join("\n");
  console.log(`${route} at ${cpu}x CPU: ${total.toFixed(0)} ms of samples, not idle`);
  console.log("\nBy source file:\n" + list(byFile));
  console.log("\nBy function:\n" + list(byFn));
} finally {
  await browser?.close();
  await server.stop();
}
