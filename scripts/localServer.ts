import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { SERVING_NODE_FLAGS } from "../site/server/servingFlags";

/** The repository's root folder, where servers are started. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/*
 * Starting the site's production server for tests and benchmarks: a free port to give it, and
 * a wait until it answers.
 */

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * How long a production server may take to answer after it starts. A fresh embedded database
 * (PGlite's first open of a new folder, which creates and migrates it) takes about 5 s on a quiet
 * machine and was measured at 49 s with both cores busy (load 10); waiting polls, so a server
 * that is ready sooner is not waited for longer.
 */
export const SERVER_START_SECONDS = 90;

/**
 * Resolves once `url` answers 2xx; fails after `seconds`, or as soon as `exited()` tells that
 * the server has stopped, with the server's output.
 */
export async function waitUntilServing(
  url: string,
  log: () => string,
  seconds: number,
  exited: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server did not answer at ${url} within ${seconds} s.\n${log()}`);
}

/** Where a started server keeps its data: an embedded database folder, or a PostgreSQL URL. */
export type ServerDatabase = { dataDir: string } | { url: string };

/** The environment a built production server runs in here: production, loopback `port`, `database`. */
export function productionServerEnvironment(
  port: number,
  database: ServerDatabase,
  environment: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...("url" in database
      ? { DATABASE_URL: database.url }
      : { DATA_DIR: database.dataDir, DATABASE_URL: "" }),
    ...environment,
  };
}

/**
 * Starts a built production server (`…/app-server/main.js`) in production mode on loopback
 * `port`, on its own database; `output()` is what it has printed so far.
 */
export function spawnProductionServer(
  main: string,
  port: number,
  database: ServerDatabase,
  environment: NodeJS.ProcessEnv = {},
): { server: ChildProcessWithoutNullStreams; output: () => string } {
  let printed = "";
  const server = spawn(process.execPath, [...SERVING_NODE_FLAGS, main], {
    cwd: repoRoot,
    env: productionServerEnvironment(port, database, environment),
    stdio: ["pipe", "pipe", "pipe"],
  });
  server.stdin.end();
  server.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  return { server, output: () => printed };
}
