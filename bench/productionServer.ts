/**
 * Starts the built production server (`site/build/app-server/main.js`) on a free loopback port
 * with a fresh embedded database, the way a visitor's browser would meet it.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, spawnProductionServer, waitUntilServing } from "../scripts/localServer";

/** The repository root, where `site/build/` lives. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A running production server: where it answers, and how to stop it. */
export interface ProductionServer {
  /** Where the server listens, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** Stops the server and removes its temporary data folder. */
  stop: () => Promise<void>;
}

/** Starts the server of an existing build (`npm run build` first). */
export async function startProductionServer(): Promise<ProductionServer> {
  const main = join(repoRoot, "site/build/app-server/main.js");
  if (!existsSync(main)) throw new Error("No build found: run `npm run build` first.");

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-bench-"));
  const { server, output } = spawnProductionServer(main, port, { dataDir });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseURL}/`, output, 60);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
