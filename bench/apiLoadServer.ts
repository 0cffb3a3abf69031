/**
 * The server half of the API load benchmark: `apiLoad.ts` forks this file once per database.
 * It serves the whole API plus a no-op POST route on one Hono app on a free loopback port, and
 * answers its parent's messages (`apiLoadMessages.ts`).
 *
 *   argv[2]: the database options as JSON, `{ "dataDir": "…" }` or `{ "url": "postgres://…" }`
 */
import { serve, type ServerType } from "@hono/node-server";
import { createApi, openDatabase, type DatabaseOptions } from "@workcraft/api";
import { INITIAL_ROADMAP_VOTE_COUNTS } from "@workcraft/domain/rules";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import {
  BENCH_EXPERIMENT_ID,
  NOOP_PATH,
  type CountedTable,
  type ParentMessage,
  type ServerMessage,
} from "./apiLoadMessages";
import { benchExperimentPlan } from "./benchExperimentPlan";
import { creditLimits, type ExecuteSql } from "./limitCredit";

function tell(message: ServerMessage): void {
  process.send?.(message);
}

/** The roadmap's apps, which made-up votes are spread over. */
const ROADMAP_KEYS = Object.keys(INITIAL_ROADMAP_VOTE_COUNTS);

/*
 * Votes written straight into the table, as if cast through the API by as many visitors (ids
 * of 10 characters, as the site makes them): the table's size is what the vote answer's cost
 * depends on, and thousands of votes through the API would take a while.
 */
async function fillVotes(execute: ExecuteSql, total: number): Promise<number> {
  const keys = `array[${ROADMAP_KEYS.map((key) => `'${key}'`).join(", ")}]`;
  await execute(
    `insert into roadmap_votes (item_key, visitor_id)
     select (${keys})[1 + ahead.vote % ${ROADMAP_KEYS.length}], 'F' || lpad(ahead.vote::text, 9, '0')
     from generate_series(1, greatest(0, ${total} - (select count(*) from roadmap_votes))) as ahead(vote)`,
  );
  return countRows(execute, "roadmap_votes");
}

async function countRows(execute: ExecuteSql, table: CountedTable): Promise<number> {
  const { rows } = await execute(`select count(*)::int as count from ${table}`);
  return (rows[0] as { count: number }).count;
}

/**
 * A running experiment on `/pricing` (50/50, a lead as its goal), made by a Studio person of the
 * bench's, for the series that sends an experiment page's events.
 */
async function startBenchExperiment(execute: ExecuteSql): Promise<void> {
  await execute(
    `insert into studio_people (id, email, name, role) values ('BenchPers1', 'bench@example.com', 'Bench', 'publisher') on conflict do nothing`,
  );
  const plan = JSON.stringify(benchExperimentPlan());
  await execute(
    `insert into experiments (id, path, goal, split, plan, status, created_by, started_at)
     values ('${BENCH_EXPERIMENT_ID}', '/pricing', '{"kind":"lead"}', '[1,1]', '${plan}', 'running', 'BenchPers1', now())
     on conflict do nothing`,
  );
}

/** Answers one message of the parent's with what `work` finds, or with its failure. */
function answer(work: Promise<ServerMessage>): void {
  work.then(tell, (error: Error) => tell({ kind: "failed", message: error.message }));
}

try {
  const options = JSON.parse(process.argv[2] ?? "{}") as DatabaseOptions;
  const database = await openDatabase(options);
  // Both drivers answer `{ rows }`: PGlite's results and node-postgres' query result.
  const execute: ExecuteSql = (sql) =>
    database.db.execute(sql) as unknown as Promise<{ rows: unknown[] }>;
  await startBenchExperiment(execute);
  const app = new Hono();
  app.post(NOOP_PATH, (c) => c.json({ data: null }));
  app.route("/", createApi({ database }));

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });

  process.on("message", (message: ParentMessage) => {
    if (message.kind === "credit-limits") {
      answer(
        creditLimits(execute, message.limit, message.seconds).then((counters) => ({
          kind: "limits-credited",
          counters,
        })),
      );
    } else if (message.kind === "count-rows") {
      answer(countRows(execute, message.table).then((count) => ({ kind: "rows", count })));
    } else if (message.kind === "fill-votes") {
      answer(fillVotes(execute, message.total).then((count) => ({ kind: "rows", count })));
    } else if (message.kind === "stop") {
      server.close(() => {
        database.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  });

  tell({
    kind: "listening",
    port: (server.address() as AddressInfo).port,
    database: database.kind,
  });
} catch (error) {
  tell({ kind: "failed", message: (error as Error).message });
  process.exit(1);
}
