import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the production server under test listens, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
  }
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
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server did not answer at ${url} within 30 s.\n${log()}`);
}

/**
 * Builds the site (unless E2E_SKIP_BUILD=1), starts the production server on a free port,
 * hands its URL to the tests and stops it when they end. E2E_BASE_URL tests a running server.
 */
export default async function setup(project: TestProject) {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide("baseURL", given.replace(/\/$/, ""));
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
  let output = "";
  const server = spawn(process.execPath, ["site/build/app-server/main.js"], {
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

  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseURL}/`, () => output);
  project.provide("baseURL", baseURL);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
