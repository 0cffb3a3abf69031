import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, repoRoot } from "./localServer.ts";
import { serveStatic } from "./staticServer.ts";

/*
 * The static Storybook as published, tested: serves `storybook-static/` (built by
 * `npm run build-storybook`) on a free loopback port, runs the Storybook test runner over every
 * story of its index.json in Debian's Chromium (.storybook/test-runner-jest.config.js and
 * .storybook/test-runner.ts), then stops the server, also when the run fails or is interrupted.
 * Arguments are passed on to `test-storybook` (e.g. `--maxWorkers=1`). Ends with the runner's
 * summary line, `test-storybook: N passed, N failed, N skipped` (scripts/test-runner-summary.js).
 */

const folder = join(repoRoot, "storybook-static");
if (!existsSync(join(folder, "index.json"))) {
  console.error("No static Storybook in storybook-static/: run `npm run build-storybook` first.");
  process.exit(1);
}

const port = await freePort();
const server = await serveStatic(folder, port);
const url = `http://127.0.0.1:${port}`;
console.log(`Static Storybook served on ${url}`);

const stopServer = () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const summaryFolder = mkdtempSync(join(tmpdir(), "test-storybook-"));
const summaryFile = join(summaryFolder, "summary.txt");
// The runner in a process group of its own (it starts Jest through a shell, and Jest its
// workers and browsers), so an interruption stops all of them, not only the first process.
const runner = spawn(
  process.execPath,
  [
    join(repoRoot, "node_modules/@storybook/test-runner/dist/test-storybook.js"),
    "--url",
    url,
    "--index-json",
    "--failOnConsole",
    ...process.argv.slice(2),
  ],
  {
    cwd: repoRoot,
    stdio: "inherit",
    detached: true,
    env: { ...process.env, TEST_STORYBOOK_SUMMARY_FILE: summaryFile },
  },
);

let interrupted: NodeJS.Signals | undefined;
const signalGroup = (signal: NodeJS.Signals) => {
  try {
    if (runner.pid) process.kill(-runner.pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    interrupted = signal;
    // SIGINT lets the runner remove its temporary tests as it stops; what still runs after
    // 10 s is killed.
    signalGroup("SIGINT");
    setTimeout(() => signalGroup("SIGKILL"), 10_000).unref();
  });
}

const code = await new Promise<number>((resolve) => {
  runner.once("error", (error) => {
    console.error(`Could not start the Storybook test runner: ${error.message}`);
    resolve(1);
  });
  runner.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});

// After an interruption nothing of the run outlives it (a browser that ignored SIGINT).
if (interrupted) signalGroup("SIGKILL");
await stopServer();
console.log(`Static Storybook server on ${url} stopped.`);
const summary = existsSync(summaryFile)
  ? readFileSync(summaryFile, "utf8").trim()
  : `test-storybook: did not finish (${interrupted ?? `exit code ${code}`})`;
rmSync(summaryFolder, { recursive: true, force: true });
console.log(`\n${summary}`);
process.exit(interrupted ? 128 + constants.signals[interrupted] : code);
