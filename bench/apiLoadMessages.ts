/** What the API load benchmark (`apiLoad.ts`) and its forked server (`apiLoadServer.ts`) share. */

/** The no-op route: the same HTTP server and Hono, none of the API's work. */
export const NOOP_PATH = "/bench/noop";

/** What the server tells its parent. */
export type ServerMessage =
  | { kind: "listening"; port: number; database: string }
  | { kind: "lead-limits-credited"; counters: number }
  | { kind: "failed"; message: string };

/** What the parent asks of the server. */
export type ParentMessage = { kind: "credit-lead-limits"; seconds: number } | { kind: "stop" };
