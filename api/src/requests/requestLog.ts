import { createId } from "@workcraft/domain/rules";
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

/** A request's id: the caller's `X-Request-Id` when it is a sane one, else a new random one. */
export function requestIdOf(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : createId();
}

/** Milliseconds since `started` (a `performance.now()`), to a tenth, as the log writes them. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is a sane one, else a new
 * random 10-character id), answers with it in `X-Request-Id`, and writes one JSON line per request: id, method,
 * path, status and time. The line goes to `write` (standard output by default, never making the answer wait).
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
