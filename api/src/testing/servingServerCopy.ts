/*
 * A copy of the server in a process of its own (forked by the tests of several copies on one
 * PostgreSQL, with `--import tsx`): told a database, it opens it and serves the whole API on a
 * free port, then answers with its base URL. Copies serving the same database then take
 * requests at the same moment as a load balancer would give them.
 */
import { Hono } from "hono";
import { createApi } from "../app";
import { openDatabase, type DatabaseHandle } from "../database";
import { DEFAULT_API_SETTINGS } from "../settings/apiSettings";
import { listen } from "./listen";

export interface ServeRequest {
  url: string;
}
export type ServeAnswer =
  { kind: "ready" } | { kind: "serving"; base: string } | { kind: "failed"; error: string };

function answer(message: ServeAnswer) {
  process.send?.(message);
}

let serving: { database: DatabaseHandle; stop: () => Promise<void> } | undefined;

process.on("message", (request: ServeRequest) => {
  void (async () => {
    try {
      const database = await openDatabase({ url: request.url });
      const { base, stop } = await listen(
        new Hono().route("/", createApi({ database, settings: DEFAULT_API_SETTINGS })),
      );
      serving = { database, stop };
      answer({ kind: "serving", base });
    } catch (error) {
      answer({ kind: "failed", error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
// The test ended (or died): stop serving and leave.
process.on("disconnect", () => {
  void (async () => {
    await serving?.stop();
    await serving?.database.close();
    process.exit(0);
  })();
});
answer({ kind: "ready" });
