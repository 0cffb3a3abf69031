import { createId, ID_ALPHABET, ID_LENGTH } from "@workcraft/domain/rules";
import { createMiddleware } from "hono/factory";
import { writeLogLine } from "./logLines";

/** One line of the request log, written as JSON. */
export interface RequestLogLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer. */
  ms: number;
}

const REQUEST_ID = /^[\w.-]{1,64}$/u;

/** Characters of a request id that count requests; the rest name the server process. */
const COUNTER_LENGTH = 6;
const COUNTER_LIMIT = ID_ALPHABET.length ** COUNTER_LENGTH;
let processPart = createId(ID_LENGTH - COUNTER_LENGTH);
let counted = 0;

/**
 * A new request id, 10 letters and digits like every id of the product: 4 random characters drawn
 * when the process starts (and again each 57 billion requests), then the request's number in the
 * process. Unique per process and across processes as far as a log needs, and cheap: an id is
 * made for every answer, files sent from memory included, and drawing 10 random characters each
 * time took 2 % of what the server sends a second (bench/serving.ts). An id names a log line; it
 * is no secret (a caller may choose its own).
 */
export function createRequestId(): string {
  if (counted === COUNTER_LIMIT) {
    processPart = createId(ID_LENGTH - COUNTER_LENGTH);
    counted = 0;
  }
  let number = counted++;
  let id = "";
  for (let place = 0; place < COUNTER_LENGTH; place += 1) {
    id = ID_ALPHABET[number % ID_ALPHABET.length]! + id;
    number = Math.floor(number / ID_ALPHABET.length);
  }
  return processPart + id;
}

/** A request's id: the caller's `X-Request-Id` when it is a sane one, else a new one. */
export function requestIdOf(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : createRequestId();
}

/** Milliseconds since `started` (a `performance.now()`), to a tenth, as the log writes them. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is a sane one, else a new
 * 10-character id, see createRequestId), answers with it in `X-Request-Id`, and writes one JSON
 * line per request: id, method, path, status and time. The line goes to `write` (standard output
 * by default, never making the answer wait).
 */
export function requestLog(write: (line: string) => void = writeLogLine) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.header("X-Request-Id", requestId);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const line: RequestLogLine = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: elapsedMs(started),
    };
    write(JSON.stringify(line));
  });
}
