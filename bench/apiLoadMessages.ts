/** What the API load benchmark (`apiLoad.ts`) and its forked server (`apiLoadServer.ts`) share. */
import type { CreditedLimit } from "./limitCredit";

/** The no-op route: the same HTTP server and Hono, none of the API's work. */
export const NOOP_PATH = "/bench/noop";

/**
 * The tables whose rows a series counts: each accepted lead or vote is one row, and each new
 * visitor of an experiment's page (an exposure) one in `experiment_visitors`.
 */
export type CountedTable = "leads" | "roadmap_votes" | "experiment_visitors";

/** The running experiment the server makes at start, whose page's events a series sends. */
export const BENCH_EXPERIMENT_ID = "BenchExp01";

/** What the server tells its parent. */
export type ServerMessage =
  | { kind: "listening"; port: number; database: string }
  | { kind: "limits-credited"; counters: number }
  | { kind: "rows"; count: number }
  | { kind: "failed"; message: string };

/** What the parent asks of the server. */
export type ParentMessage =
  | { kind: "credit-limits"; limit: CreditedLimit; seconds: number }
  | { kind: "count-rows"; table: CountedTable }
  /** Adds votes of made-up visitors straight into the table until it holds `total` rows. */
  | { kind: "fill-votes"; total: number }
  | { kind: "stop" };
