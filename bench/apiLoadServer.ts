/**
 * The server half of the API load benchmark: `apiLoad.ts` forks this file once per database.
 * It serves the whole API plus a no-op POST route on one Hono app on a free loopback port, and
 * answers its parent's messages (`apiLoadMessages.ts`).
 *
 *   argv[2]: the database options as JSON, `{ "dataDir": "…" }` or `{ "url": "postgres://…" }`
 */
import { serve, type ServerType } from "@hono/node-server";
import { createApi, openDatabase, type DatabaseHandle, type DatabaseOptions } from "@workcraft/api";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { NOOP_PATH, type ParentMessage, type ServerMessage } from "./apiLoadMessages";

/** A count far below any limit, so that a counter starting there never reaches one. */
const CREDIT = -1_000_000_000;

function tell(message: ServerMessage): void {
  process.send?.(message);
}

/*
 * The lead limits (`LEAD_LIMITS` in the API: 10 per address per 10 minutes, 300 from everyone
 * per minute) count in `rate_limit_counters`. Setting the lead counters far below zero lets
 * every later lead through while it still does all of an accepted lead's work: both counters
 * upserted, the lead inserted. The API's code is not changed, only its counters, and the parent
 * checks with more leads than one address may send. The credit must outlast the run, and the
 * API has stored its windows in two ways: a row per key and fixed window (each window starting
 * on a whole second), and one row per key whose window starts at its first request. Rows are
 * written ahead for every whole second of the next `seconds` (a conflict with one row per key
 * skips them); where a key still has one row, its window is moved to start tomorrow.
 */
async function creditLeadLimits(database: DatabaseHandle, seconds: number): Promise<number> {
  // Both drivers answer `{ rows }`: PGlite's results and node-postgres' query result.
  const credited = (await database.db.execute(
    `update rate_limit_counters set count = ${CREDIT} where key like 'lead:%' returning key`,
  )) as unknown as { rows: unknown[] };
  await database.db.execute(
    `insert into rate_limit_counters (key, window_start, count)
     select keys.key, to_timestamp(floor(extract(epoch from now())) + ahead.second), ${CREDIT}
     from (select distinct key from rate_limit_counters where key like 'lead:%') as keys,
       generate_series(0, ${Math.ceil(seconds)}) as ahead(second)
     on conflict do nothing`,
  );
  await database.db.execute(
    `update rate_limit_counters set window_start = now() + interval '1 day'
     where key like 'lead:%'
       and (select count(*) from rate_limit_counters as same where same.key = rate_limit_counters.key) = 1`,
  );
  return credited.rows.length;
}

try {
  const options = JSON.parse(process.argv[2] ?? "{}") as DatabaseOptions;
  const database = await openDatabase(options);
  const app = new Hono();
  app.post(NOOP_PATH, (c) => c.json({ data: null }));
  app.route("/", createApi({ database }));

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });

  process.on("message", (message: ParentMessage) => {
    if (message.kind === "credit-lead-limits") {
      creditLeadLimits(database, message.seconds).then(
        (counters) => tell({ kind: "lead-limits-credited", counters }),
        (error: Error) => tell({ kind: "failed", message: error.message }),
      );
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
