import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  freePort,
  SERVER_START_SECONDS,
  spawnProductionServer,
  waitUntilServing,
} from "../scripts/localServer";

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A production server this test file started for itself. */
export interface SiteProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The connection string of its PostgreSQL database, for tests that read what it wrote; empty on PGlite. */
  databaseUrl: string;
  /** What it has printed so far, standard output and standard error together. */
  output: () => string;
  /** Stops the server and drops its database (unless its test gave it one). */
  stop: () => Promise<void>;
}

/**
 * The PostgreSQL server the tests use (as the API's tests do): the extra servers start on it
 * in about a second, where a fresh embedded database takes seconds to tens of seconds.
 */
const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The rows `query` selects from the PostgreSQL database at `databaseUrl`, on a connection of its own. */
export async function rowsIn<T>(
  databaseUrl: string,
  query: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Runs one statement on the test PostgreSQL server's administrative database. */
async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `These tests need PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL to use another): ${(error as Error).message}`,
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the tests' server, for one test file alone. */
export interface E2eDatabase {
  /** Its connection string. */
  url: string;
  /** Drops it, cutting any connection still open. */
  drop: () => Promise<void>;
}

/**
 * Creates a database of its own on the tests' PostgreSQL server (`TEST_DATABASE_URL`), so what a
 * test writes never meets another test's data; whoever creates it drops it.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const name = `workcraft_e2e_${randomBytes(6).toString("hex")}`;
  await administer(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => administer(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts a production server (`<buildDir>/app-server/main.js`, on a database of its own)
 * with extra environment variables, for tests that need a server configured or deployed
 * differently from the shared one. Resolves once it answers `readyPath` (`/`) with 2xx.
 * Copies of the site on one database are started with the same `database`, which their
 * test then drops itself.
 */
export async function startSiteProcess({
  buildDir = join(repoRoot, "site", "build"),
  environment = {},
  readyPath = "/",
  database,
}: {
  buildDir?: string;
  environment?: Record<string, string>;
  /** A path the server answers 2xx once started; `/api/v2/health` where `/` redirects. */
  readyPath?: string;
  /**
   * A database the caller created and drops (`createE2eDatabase`), or a folder for the embedded
   * database (PGlite), as `npm start` runs it; by default, a PostgreSQL database of its own.
   */
  database?: E2eDatabase | { dataDir: string };
} = {}): Promise<SiteProcess> {
  const [port, own] = await Promise.all([
    freePort(),
    database ? Promise.resolve(undefined) : createE2eDatabase(),
  ]);
  const chosen = (database ?? own)!;
  const databaseUrl = "url" in chosen ? chosen.url : "";
  const { server, output } = spawnProductionServer(
    join(buildDir, "app-server", "main.js"),
    port,
    "url" in chosen ? { url: chosen.url } : { dataDir: chosen.dataDir },
    environment,
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    await own?.drop();
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(
      `${url}${readyPath}`,
      output,
      SERVER_START_SECONDS,
      () => server.exitCode !== null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl, output, stop };
}
