/**
 * How fast this machine is now: Lighthouse's `benchmarkIndex` (its own measure of a machine's
 * speed, the same function Lighthouse runs in the page: how often per second Chromium builds a
 * 10,000-character string, over 10), the median of three runs in the tests' Chromium. Printed
 * beside every timing that depends on the machine (`npm test` prints it as it starts and ends),
 * so a figure from a slow or a busy day reads as one. Run alone: `npm run machine-speed -w
 * @workcraft/bench`.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";

/**
 * The lowest `benchmarkIndex` this machine has given (2026-11-29 16:10, at the end of an
 * `npm test` run on a slow afternoon; 2,210 before): the slow day the Lighthouse bench's budgets
 * must hold on.
 */
export const SLOWEST_BENCHMARK_INDEX = 2130;

/**
 * How much slower than today the slowest day was (1 when today is as slow or slower): a page's
 * CPU slowed that much more measures it as on that day.
 */
export function slowestDayFactor(today: number): number {
  return Math.max(1, today / SLOWEST_BENCHMARK_INDEX);
}

/** The median of three `benchmarkIndex` readings, rounded. */
export async function benchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const readings: number[] = [];
    for (let run = 0; run < 3; run += 1) readings.push(await page.evaluate<number>(source));
    readings.sort((a, b) => a - b);
    return Math.round(readings[1]!);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`machine speed: Lighthouse benchmarkIndex ${await benchmarkIndex()} (median of 3)`);
}
