/**
 * `npm run bench`: every benchmark, one after the other, each in its own process, so that one
 * that misses a goal (it exits 1) does not keep the others from measuring and recording their
 * sections of `bench/results/latest.md`. Ends with the benches that missed a goal or failed, and
 * exits 1 if any did.
 */
import { spawnSync } from "node:child_process";

const BENCHES = [
  ["buildScaling.ts"],
  ["bundleSize.ts", "--files"],
  ["layoutShift.ts"],
  ["lighthouse.ts"],
  ["clickToPage.ts"],
  ["serving.ts"],
  ["apiLoad.ts"],
  ["soak.ts"],
] as const;

const missed: string[] = [];
const started = Date.now();
for (const [file, ...args] of BENCHES) {
  console.log(`\n== ${file}`);
  const run = spawnSync("npx", ["tsx", file, ...args], { stdio: "inherit" });
  if (run.status !== 0) missed.push(`${file} (exit ${run.status ?? run.signal})`);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  missed.length === 0
    ? `\nEvery bench ran and met its goals (${minutes} min).`
    : `\nEvery bench ran (${minutes} min); missed a goal or failed: ${missed.join(", ")}.`,
);
if (missed.length > 0) process.exitCode = 1;
