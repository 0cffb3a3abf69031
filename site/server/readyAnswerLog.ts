import { writeLogLine } from "@workcraft/api";

/**
 * `REQUEST_LOG`: how the log tells of the answers the server sends from memory without asking the
 * app (built files and kept renders, 200 or 304). `tally` (the default): one line a minute with
 * their count by status, as `{"readyAnswers":{"200":5120,"304":48},"seconds":60}`. `every`: a
 * line for each, as for every other request.
 * Every API call, every page rendered on request and every refusal gets its line either way; a
 * value it does not know stops the start.
 *
 * Why a tally: the line of each such answer cost 13 % of what the server sends a second (the
 * serving bench: 60,000 prerendered pages a second without it, 53,000 with it), for answers that
 * tell nothing the load balancer's log does not: a file that was there, sent as built.
 */
export type ReadyAnswerLogging = "tally" | "every";

export function readyAnswerLoggingFromEnvironment(
  environment: Record<string, string | undefined>,
): ReadyAnswerLogging {
  const text = (environment.REQUEST_LOG ?? "").trim().toLowerCase();
  if (text === "" || text === "tally") return "tally";
  if (text === "every") return "every";
  throw new Error(`REQUEST_LOG must be tally or every, not "${environment.REQUEST_LOG}".`);
}

/** One answer sent from memory, as the request log writes a line. */
export interface ReadyAnswerLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** How often the tally is written. */
export const TALLY_EVERY_MS = 60_000;

/**
 * What the server tells the log of each answer it sent from memory, by `logging`: with `each`, a
 * line per answer (the caller times it); without, only its status, counted. A ready answer is a
 * 200 or a 304 (ReadySender), so a tally needs nothing else, and the caller neither times it nor
 * puts a line together.
 */
export type ReadyAnswerLog =
  | { each: true; tell: (line: ReadyAnswerLine) => void; flush: () => void }
  | { each: false; count: (status: 200 | 304) => void; flush: () => void };

/**
 * The log of answers sent from memory. The tally's timer does not keep the process alive;
 * `flush` writes what is counted (the server calls it as it stops).
 */
export function readyAnswerLog(
  logging: ReadyAnswerLogging,
  write: (line: string) => void = writeLogLine,
  everyMs: number = TALLY_EVERY_MS,
): ReadyAnswerLog {
  if (logging === "every") {
    return { each: true, tell: (answer) => write(JSON.stringify(answer)), flush: () => {} };
  }
  let counts = { 200: 0, 304: 0 };
  let since = performance.now();
  const flush = () => {
    if (counts[200] + counts[304] > 0) {
      const seconds = Math.round((performance.now() - since) / 1000);
      const readyAnswers = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
      write(JSON.stringify({ readyAnswers, seconds }));
    }
    counts = { 200: 0, 304: 0 };
    since = performance.now();
  };
  setInterval(flush, everyMs).unref();
  return {
    each: false,
    count: (status) => {
      counts[status] += 1;
    },
    flush,
  };
}
