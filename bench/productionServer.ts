/**
 * Starts the built production server (`site/build/app-server/main.js`) on a free loopback port
 * with a fresh embedded database, the way a visitor's browser would meet it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, where `site/build/` lives. */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A running production server: where it answers, and how to stop it. */
export interface ProductionServer {
  /** Where the server listens, e.g. `http://127.0.0.1:41234`. */
  baseURL: string;
  /** Stops the server and removes its temporary data folder. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server did not answer at ${url} within 60 s.\n${log()}`);
}

/** Starts the server of an existing build (`npm run build` first). */
export async function startProductionServer(): Promise<ProductionServer> {
  const main = join(repoRoot, "site/build/app-server/main.js");
  if (!existsSync(main)) throw new Error("No build found: run `npm run build` first.");

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-bench-"));
  let output = "";
  const server = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

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
    await waitUntilServing(`${baseURL}/`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
