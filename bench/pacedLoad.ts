/**
 * Load at a fixed rate with autocannon, for the soak (`soak.ts`): requests per second as asked,
 * from many connections, and every answer's time.
 */
import autocannon, { type Request, type Result } from "autocannon";

/*
 * autocannon keeps a fixed rate by giving each connection a quota per second, which it sends
 * back to back when its second starts, and every connection's second starts at once: the
 * server would meet all the connections' requests together, then nothing for the rest of the
 * second. The load is therefore split into PHASES runs of autocannon, each with its share of
 * the connections and of the rate, started a PHASES-th of a second apart, so that bursts of a
 * few connections arrive through the second, closer to visitors arriving one by one.
 */
const PHASES = 10;

/** What a paced run measured. */
export interface PacedResult {
  /** Answers per second, all phases together. */
  requestsPerSecond: number;
  answers: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, by status: `"3 × 500"`, or empty. */
  statuses: string;
  non2xx: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  /** The p99 of each kind of request (method and path), slowest first. */
  p99ByRequest: Array<{ request: string; p99: number; answers: number }>;
}

/** What autocannon's `response` event passes as the client: enough to name its request. */
interface AnsweringClient {
  requestIterator?: { currentRequest?: Request };
}

/*
 * With one request in flight per connection, the request a connection's answer is for is the
 * one it sent last, which autocannon keeps as its current request until the next send.
 */
function requestName(client: unknown): string {
  const request = (client as AnsweringClient).requestIterator?.currentRequest;
  return request ? `${request.method ?? "GET"} ${request.path ?? "/"}` : "?";
}

/** The `q` quantile of sorted latencies, nearest rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** The `index`-th of `parts` whole shares of `total`, the first ones one larger when it does not divide. */
function share(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Sends `requests` in turn from `connections` connections at `rate` requests per second for
 * `seconds`. Every answer's time is its own, as autocannon measured it from the send: not the
 * "corrected" histogram autocannon keeps at a fixed rate, which takes one millisecond as the
 * expected interval whatever the rate (`ceil(1 / rate)`) and so adds made-up answers to every
 * answer slower than that.
 */
export async function pacedLoad({
  url,
  requests,
  rate,
  connections,
  seconds,
}: {
  url: string;
  requests: Request[];
  rate: number;
  connections: number;
  seconds: number;
}): Promise<PacedResult> {
  const latencies: number[] = [];
  const byRequest = new Map<string, number[]>();
  const runs: Array<PromiseLike<Result>> = [];
  for (let phase = 0; phase < PHASES; phase += 1) {
    const phaseRate = share(Math.round(rate), PHASES, phase);
    if (phaseRate === 0) continue;
    const run = autocannon({
      url,
      requests,
      overallRate: phaseRate,
      connections: Math.max(1, share(connections, PHASES, phase)),
      duration: seconds,
    });
    run.on("response", (client, _status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      const name = requestName(client);
      const times = byRequest.get(name) ?? [];
      times.push(milliseconds);
      byRequest.set(name, times);
    });
    runs.push(run);
    await delay(1000 / PHASES);
  }
  const results = await Promise.all(runs);
  const sorted = Float64Array.from(latencies).sort();
  const statusCounts = new Map<string, number>();
  for (const result of results) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      if (!status.startsWith("2"))
        statusCounts.set(status, (statusCounts.get(status) ?? 0) + count);
    }
  }
  return {
    requestsPerSecond: results.reduce(
      (sum, result) => sum + result.requests.total / result.duration,
      0,
    ),
    answers: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    statuses: [...statusCounts].map(([status, count]) => `${count} × ${status}`).join(", "),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    socketErrors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    p99ByRequest: [...byRequest]
      .map(([request, times]) => ({
        request,
        p99: quantile(Float64Array.from(times).sort(), 0.99),
        answers: times.length,
      }))
      .sort((a, b) => b.p99 - a.p99),
  };
}
