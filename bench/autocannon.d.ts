/*
 * The part of autocannon's programmatic API that `apiLoad.ts` uses. autocannon ships no types,
 * and @types/autocannon describes an older major version, so the few calls are typed here.
 */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
  }

  interface Result {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { total: number; average: number };
  }

  /** Emits `response` (client, status code, bytes, milliseconds) for every answer. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
