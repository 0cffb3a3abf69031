import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApi, type ApiDependencies } from "../app";
import type { DatabaseHandle } from "../database";
import type { ApiSettings } from "../settings/apiSettings";
import { listen } from "./listen";

/** The API of a test file: its database and the base URL it answers on over HTTP. */
export interface ServedApi {
  database: DatabaseHandle;
  base: string;
}

/**
 * Serves the whole API over HTTP on a database `open` gives, for the tests of one file:
 * started before them, stopped and closed after them. Read the fields inside tests. `settings`
 * stand for the environment's (`ADMIN_TOKEN`...); without them nothing is configured. `more`
 * gives the API's other dependencies (the site's rules for Studio pages).
 */
export function useServedApi(
  open: () => Promise<DatabaseHandle>,
  settings?: ApiSettings,
  more: Omit<ApiDependencies, "database" | "settings"> = {},
): ServedApi {
  const served = {} as ServedApi;
  let stop = async () => {};
  beforeAll(async () => {
    served.database = await open();
    const listening = await listen(
      new Hono().route("/", createApi({ database: served.database, settings, ...more })),
    );
    served.base = listening.base;
    stop = listening.stop;
  });
  afterAll(async () => {
    await stop();
    await served.database.close();
  });
  return served;
}
