/*
 * The part of autocannon's programmatic API that the benches use. autocannon ships no types,
 * and @types/autocannon describes an older major version, so the few calls are typed here.
 */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  /** One request as autocannon builds it; `setupRequest` may change it before each send. */
  export interface Request {
    method?: "GET" | "POST";
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; answers the request to send. */
    setupRequest?: (request: Request, context: object) => Request;
  }

  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    /** Sent in turn by every connection, from the first again after the last. */
    requests?: Request[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send in all, whatever the time it takes; `duration` is then ignored. */
    amount?: number;
    /** Requests per second from all connections together. */
    overallRate?: number;
  }

  export interface Result {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
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
