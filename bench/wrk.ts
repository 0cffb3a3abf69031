/**
 * HTTP load from a second process: wrk (Debian's `wrk`), a C load generator that costs the
 * machine far less per request than one written in JavaScript, so on two cores the server
 * under test, not the load, is what runs out.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { onCore } from "./cores";

export const WRK = "/usr/bin/wrk";

/** Stops the bench with what to install when wrk is missing. */
export function requireWrk(): void {
  if (!existsSync(WRK)) {
    console.error("wrk is not installed: apt-get install -y wrk (Debian's package).");
    process.exit(1);
  }
}

/** What one wrk run measured. */
export interface WrkResult {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Answers other than 2xx and 3xx, and socket errors. */
  errors: number;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const [, value = "", unit = "ms"] = /^([\d.]+)(us|ms|s|m)$/u.exec(text) ?? [];
  // wrk prints three significant digits: kept so, without the float's tail (574us is 0.574 ms).
  return Number((Number(value) * (UNITS[unit] ?? Number.NaN)).toPrecision(3));
}

/**
 * `connections` keep-alive connections on one wrk thread for `seconds`, asking `url` with
 * `headers` (a browser's `Accept-Encoding`, say).
 */
export async function wrk(
  url: string,
  {
    seconds,
    connections,
    headers = {},
    core,
  }: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    /** The one core wrk runs on (see cores.ts); any, when not given. */
    core?: number;
  },
): Promise<WrkResult> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const { stdout } = await promisify(execFile)(...onCore(core, WRK, [...args, url]));
  const perSecond = /Requests\/sec:\s+([\d.]+)/u.exec(stdout)?.[1];
  const p50 = /\s50%\s+([\d.]+\w+)/u.exec(stdout)?.[1];
  const p99 = /\s99%\s+([\d.]+\w+)/u.exec(stdout)?.[1];
  if (!perSecond || !p50 || !p99) throw new Error(`wrk printed nothing to read:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/u.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/u
    .exec(stdout)
    ?.slice(1)
    .reduce((sum, count) => sum + Number(count), 0);
  return {
    requestsPerSecond: Number(perSecond),
    p50: milliseconds(p50),
    p99: milliseconds(p99),
    errors: non2xx + (socketErrors ?? 0),
  };
}
