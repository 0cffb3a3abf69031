import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort, spawnProductionServer, waitUntilServing } from "../scripts/localServer";

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A production server this test file started for itself. */
export interface SiteProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The connection string of its own PostgreSQL database, for tests that read what it wrote. */
  databaseUrl: string;
  /** What it has printed so far, standard output and standard error together. */
  output: () => string;
  /** Stops the server and drops its database. */
  stop: () => Promise<void>;
}

/** A free TCP port on the loopback address. */
/**
 * The PostgreSQL server the tests use (as the API's tests do): the extra servers start on it
 * in about a second, where a fresh embedded database takes seconds to tens of seconds.
 */
const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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

/**
 * Starts a production server (`<buildDir>/app-server/main.js`, on a database of its own)
 * with extra environment variables, for tests that need a server configured or deployed
 * differently from the shared one. Resolves once it answers `readyPath` (`/`) with 2xx.
 */
export async function startSiteProcess({
  buildDir = join(repoRoot, "site", "build"),
  environment = {},
  readyPath = "/",
}: {
  buildDir?: string;
  environment?: Record<string, string>;
  /** A path the server answers 2xx once started; `/api/v2/health` where `/` redirects. */
  readyPath?: string;
} = {}): Promise<SiteProcess> {
  const port = await freePort();
  const databaseName = `workcraft_e2e_${randomBytes(6).toString("hex")}`;
  await administer(`create database ${databaseName}`);
  const databaseUrl = new URL(TEST_POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const { server, output } = spawnProductionServer(
    join(buildDir, "app-server", "main.js"),
    port,
    { url: databaseUrl.href },
    environment,
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    await administer(`drop database if exists ${databaseName} with (force)`);
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}${readyPath}`, output, 30, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl: databaseUrl.href, output, stop };
}
