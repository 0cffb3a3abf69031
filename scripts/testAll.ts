import { spawn } from "node:child_process";
import { benchmarkIndex } from "../bench/machineSpeed.ts";
import { repoRoot } from "./localServer.ts";

/*
 * `npm test`: every check of the repository, in five phases, each step printing its own
 * output (its runner's summary lines among it) when it ends, and the time it took.
 *
 * 1. Lint, types, the site's build (which the journeys run against) and the static Storybook's
 *    build, side by side. Each of them keeps about one core busy, and one after the other they
 *    left the second core idle for about four minutes of the run.
 * 2. Vitest's unit and component tests (two files at a time: they keep both cores busy).
 * 3. The stories in Vitest: each checked by its play function, axe and its picture. Alone: run
 *    beside the static Storybook's tests, the story page (a frame up to 11,600 px tall, drawn in
 *    memory) was dropped by Chromium and the run failed.
 * 4. The journeys, against the build of phase 1 (two files at a time: they keep both cores
 *    busy, and nothing else runs beside them, so none waits past its time-out).
 * 5. The static Storybook, as published, through the Storybook test runner.
 *
 * A phase starts only when every step of the one before has passed, as `a && b` would.
 *
 * The machine's speed (Lighthouse's benchmarkIndex, bench/machineSpeed.ts) is printed as the run
 * starts and with its last line: a run's times read against the speed of the machine that day.
 */

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const npm = (name: string, script: string, env?: NodeJS.ProcessEnv): Step => ({
  name,
  command: "npm",
  args: ["run", "--silent", script],
  ...(env ? { env } : {}),
});

/** Vitest over some of its projects (vitest.config.ts). */
const vitest = (name: string, ...projects: string[]): Step => ({
  name,
  command: "npx",
  args: ["vitest", "run", ...projects.flatMap((project) => ["--project", project])],
});

const PHASES: Step[][] = [
  [
    npm("lint", "lint"),
    npm("types", "typecheck"),
    npm("site build", "build"),
    npm("static Storybook build", "build-storybook"),
  ],
  [vitest("vitest: unit and component tests", "unit", "components")],
  [vitest("vitest: stories", "storybook")],
  // The journeys' global setup builds the site unless told it is built.
  [{ ...vitest("vitest: journeys", "e2e"), env: { E2E_SKIP_BUILD: "1" } }],
  [
    {
      name: "static Storybook tests",
      command: "npx",
      args: ["tsx", "scripts/test-storybook-static.ts"],
    },
  ],
];

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs a step; its output is kept and printed in one piece when it ends. */
function run(step: Step, printAtOnce: boolean): Promise<{ step: Step; ok: boolean; time: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: repoRoot,
      env: { ...process.env, ...step.env },
      stdio: printAtOnce ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const time = seconds(started);
      if (!printAtOnce) {
        console.log(`\n== ${step.name} (${time}, ${code === 0 ? "passed" : "failed"})`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ok: code === 0, time });
    });
  });
}

const speedAtStart = await benchmarkIndex();
console.log(`machine speed at the start: Lighthouse benchmarkIndex ${speedAtStart}`);
/** The speed at the start and now, for the last line. */
const speeds = async () =>
  `benchmarkIndex ${speedAtStart} at the start, ${await benchmarkIndex()} at the end`;

const started = performance.now();
const timings: string[] = [];
for (const phase of PHASES) {
  // A phase of one step prints as it goes: a long test run shows its progress.
  const alone = phase.length === 1;
  if (alone) console.log(`\n== ${phase[0]!.name}`);
  const results = await Promise.all(phase.map((step) => run(step, alone)));
  for (const { step, ok, time } of results)
    timings.push(`${step.name} ${time}${ok ? "" : " (failed)"}`);
  if (results.some(({ ok }) => !ok)) {
    console.log(
      `\nnpm test failed after ${seconds(started)}: ${timings.join(", ")}; ${await speeds()}`,
    );
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${seconds(started)}: ${timings.join(", ")}; ${await speeds()}`);
