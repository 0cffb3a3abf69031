/**
 * Starts the built production server (`site/build/app-server/main.js`) on a free loopback port
 * with a fresh embedded database (or the PostgreSQL database given), the way a visitor's
 * browser would meet it. Its output goes to a file, not a pipe: under load it writes a log line
 * per request, and a bench reading them would take CPU from the server it measures.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, productionServerEnvironment, waitUntilServing } from "../scripts/localServer";
import { SERVING_NODE_FLAGS } from "../site/server/servingFlags";
import { onCore } from "./cores";

/** The repository root, where `site/build/` lives. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A running production server: where it answers, and how to stop it. */
export interface ProductionServer {
  /** Where the server listens, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** The server's process id, for reading its memory. */
  pid: number;
  /** Stops the server and removes its temporary folder. */
  stop: () => Promise<void>;
}

/** Starts the server of an existing build (`npm run build` first). */
export async function startProductionServer({
  databaseUrl,
  environment = {},
  core,
}: {
  databaseUrl?: string;
  environment?: NodeJS.ProcessEnv;
  /** The one core it runs on (see cores.ts); any, when not given. */
  core?: number;
} = {}): Promise<ProductionServer> {
  const main = join(repoRoot, "site/build/app-server/main.js");
  if (!existsSync(main)) throw new Error("No build found: run `npm run build` first.");

  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "workcraft-bench-"));
  const logFile = join(folder, "server.log");
  const log = openSync(logFile, "a");
  const server = spawn(...onCore(core, process.execPath, [...SERVING_NODE_FLAGS, main]), {
    cwd: repoRoot,
    env: productionServerEnvironment(
      port,
      databaseUrl ? { url: databaseUrl } : { dataDir: folder },
      environment,
    ),
    stdio: ["ignore", log, log],
  });
  const output = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").slice(0, 20_000) : "");

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseURL}/`, output, 60, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, pid: server.pid!, stop };
}
