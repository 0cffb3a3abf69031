import { writeLogLine } from "@workcraft/api";

/**
 * `REQUEST_LOG`: how the log tells of the answers the server sends from memory without asking the
 * app (built files and kept renders, 200 or 304). `tally` (the default): one line a minute with
 * their count by status, as `{"readyAnswers":{"200":5120,"304":48},"seconds":60}`; any other
 * status still gets a line of its own. `every`: a line for each, as for every other request.
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
 * What the server calls for each answer it sent from memory, by `logging`. The tally's timer does
 * not keep the process alive; `flush` writes what is counted (the server calls it as it stops).
 */
export function readyAnswerLog(
  logging: ReadyAnswerLogging,
  write: (line: string) => void = writeLogLine,
  everyMs: number = TALLY_EVERY_MS,
): { tell: (line: ReadyAnswerLine) => void; flush: () => void } {
  const line = (answer: ReadyAnswerLine) => write(JSON.stringify(answer));
  if (logging === "every") return { tell: line, flush: () => {} };
  let counts: Record<number, number> = {};
  let counted = 0;
  let since = performance.now();
  const flush = () => {
    if (counted > 0) {
      const seconds = Math.round((performance.now() - since) / 1000);
      write(JSON.stringify({ readyAnswers: counts, seconds }));
    }
    counts = {};
    counted = 0;
    since = performance.now();
  };
  setInterval(flush, everyMs).unref();
  return {
    tell: (answer) => {
      if (answer.status !== 200 && answer.status !== 304) return line(answer);
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      counted += 1;
    },
    flush,
  };
}
