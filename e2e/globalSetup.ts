import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import {
  freePort,
  SERVER_START_SECONDS,
  spawnProductionServer,
  waitUntilServing,
} from "../scripts/localServer";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the production server under test listens, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The embedded database's folder of that server; empty when E2E_BASE_URL names one. */
    dataDir: string;
  }
}

/**
 * Builds the site (unless E2E_SKIP_BUILD=1), starts the production server on a free port,
 * hands its URL to the tests and stops it when they end. E2E_BASE_URL tests a running server.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide("baseURL", given.replace(/\/$/, ""));
    project.provide("dataDir", "");
    return;
  }

  if (process.env.E2E_SKIP_BUILD !== "1") {
    try {
      await promisify(execFile)("npm", ["run", "build"], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`npm run build failed:\n${stdout}\n${stderr}`);
    }
  }

  const port = await freePort();
  // A fresh embedded database for every run, so tests never see an earlier run's data.
  const dataDir = mkdtempSync(join(tmpdir(), "workcraft-e2e-"));
  const { server, output } = spawnProductionServer("site/build/app-server/main.js", port, {
    dataDir,
  });

  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseURL}/`, output, SERVER_START_SECONDS);
  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
