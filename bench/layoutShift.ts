/**
 * Layout-shift benchmark: loads each route in Debian's Chromium on three phone screens with
 * real network and CPU throttling (Lighthouse's slow 4G and 4x slowdown, applied by DevTools,
 * cache off), records every `layout-shift` entry from navigation start until the fonts have
 * loaded and the page has been still for a second, and prints the cumulative layout shift of
 * each route with the elements that moved. Whether a font arrives before or after the first
 * paint varies from run to run, so each route also gets one run whose web fonts are held back
 * until the page has painted: the shift a late font causes, every time. Run after
 * `npm run build`.
 *
 *   npm run layout-shift -w @workcraft/bench -- [--runs=1] [/route ...]
 */
import { chromium, type Browser } from "playwright-core";
import { chromiumFlags, chromiumPath, throttleLikeAPhone } from "./chromium";
import { startProductionServer } from "./productionServer";
import { countArgument, routesFromArguments } from "./routes";

/**
 * Phone screens: whether a line wraps differently in the fallback font depends on the width and
 * the pixel ratio, so a shift can show on one and not another.
 */
const PHONES = [
  { name: "390x844@3", width: 390, height: 844, deviceScaleFactor: 3 },
  { name: "412x823@1.75 (Lighthouse)", width: 412, height: 823, deviceScaleFactor: 1.75 },
  { name: "360x800@3", width: 360, height: 800, deviceScaleFactor: 3 },
] as const;

/** One layout shift as the page saw it: its score and the elements it moved. */
interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

declare global {
  interface Window {
    /** Layout shifts recorded by the benchmark's observer. */
    __layoutShifts?: Shift[];
  }
}

/**
 * Runs in the page before its own scripts: records every layout shift, its sources named. A
 * string, not a function, so the TypeScript runner's helpers never reach the page.
 */
const observeLayoutShifts = `(() => {
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!node) return "(removed)";
    // Its words too: a tag name alone does not say which of forty cards moved.
    const words = (node.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
    const text = words ? ' "' + words + '"' : "";
    if (!(node instanceof Element)) return node.nodeName + text;
    const id = node.id ? "#" + node.id : "";
    const label = node.getAttribute("aria-labelledby");
    return node.tagName.toLowerCase() + id + (label ? "[aria-labelledby=" + label + "]" : "") + text;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: Math.round(entry.startTime),
        sources: entry.sources.map((source) => describe(source.node)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
})();`;

async function measure(
  browser: Browser,
  url: string,
  phone: (typeof PHONES)[number],
  lateFonts: boolean,
): Promise<Shift[] | string> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await throttleLikeAPhone(cdp);
    await page.addInitScript({ content: observeLayoutShifts });
    // The worst case: every web font held back until the page has painted in its fallback.
    const heldFonts: Array<() => Promise<void>> = [];
    if (lateFonts)
      await page.route(/\.woff2$/, (route) => void heldFonts.push(() => route.continue()));
    const response = await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    if (!response || response.status() >= 400) return `HTTP ${response?.status() ?? "none"}`;
    if (lateFonts) {
      await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
      await page.waitForTimeout(500);
      await Promise.all(heldFonts.map((release) => release()));
    }
    await page.waitForLoadState("load");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    if (!shifts) throw new Error("The layout-shift observer did not run in the page.");
    return shifts;
  } finally {
    await context.close();
  }
}

const args = process.argv.slice(2);
const runs = countArgument(args, "runs", 1);
const routes = routesFromArguments(args);

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const started = Date.now();
const rows: Array<Record<string, string | number>> = [];
const movers: string[] = [];

try {
  for (const [route, phone] of routes.flatMap((route) => PHONES.map((p) => [route, p] as const))) {
    const scores: number[] = [];
    let error: string | undefined;
    let late: number | undefined;
    for (let run = 0; run <= runs && !error; run += 1) {
      // Runs 1..n load as a phone would; the last one holds the fonts back until first paint.
      const lateFonts = run === runs;
      const shifts = await measure(browser, `${server.baseURL}${route}`, phone, lateFonts);
      if (typeof shifts === "string") {
        error = shifts;
        break;
      }
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (lateFonts) late = total;
      else scores.push(total);
      for (const shift of shifts)
        movers.push(
          `${route} ${phone.name} ${lateFonts ? "late fonts" : `run ${run + 1}`}: ${shift.value.toFixed(4)} at ${shift.startTime} ms, ${shift.sources.join(", ")}`,
        );
    }
    rows.push(
      error
        ? { route, phone: phone.name, error }
        : {
            route,
            phone: phone.name,
            "CLS worst": Number(Math.max(...scores).toFixed(4)),
            "CLS each run": scores.map((score) => score.toFixed(4)).join(" "),
            "CLS fonts late": Number((late ?? NaN).toFixed(4)),
          },
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nCumulative layout shift (phone screens, slow 4G and 4x CPU applied by DevTools, ${runs} run(s) per route, ${seconds} s):`,
);
console.table(rows);
console.log(
  movers.length === 0 ? "No layout shift on any route." : `Shifts:\n  ${movers.join("\n  ")}`,
);
