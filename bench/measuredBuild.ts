/**
 * One full site build (`npm run build -w @workcraft/site`, as a deployment runs it), measured:
 * wall time, peak memory of its process tree, the pages it prerendered, and how long each step
 * took, told apart by the lines the build prints.
 */
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { watchPeakMemory } from "./processTreeMemory";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const siteDir = join(repoRoot, "site");

/**
 * The build's steps in the order they run, each from the first line that starts it (or the last
 * such line); the first starts with the build.
 */
const STEP_STARTS = [
  { step: "images and config", line: undefined },
  { step: "client bundle", line: /building client environment/u },
  { step: "server bundle", line: /building ssr environment/u },
  { step: "prerender", line: /^Prerender \(/u },
  // writeUpdateWorker and precompressDirectory in react-router.config.ts's buildEnd.
  { step: "worker and precompress", line: /^Prerender \(/u, last: true },
  { step: "app server bundle", line: /^pages built for /u },
] as const;

export type BuildStep = (typeof STEP_STARTS)[number]["step"];

export interface MeasuredBuild {
  milliseconds: number;
  peakBytes: number;
  /** HTML files under the build's `client/` folder: one per prerendered page. */
  pages: number;
  /**
   * Bytes of the pages' HTML and `.data` files (what the prerender writes and the precompression
   * reads): what each page carries of the others shows here.
   */
  pageBytes: number;
  steps: Partial<Record<BuildStep, number>>;
}

function prerenderedFiles(dir: string): { pages: number; pageBytes: number } {
  const names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  const html = names.filter((name) => name.endsWith(".html"));
  const written = [...html, ...names.filter((name) => name.endsWith(".data"))];
  const pageBytes = written.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
  return { pages: html.length, pageBytes };
}

/** When each step started, from the build's output lines and when they arrived. */
function stepDurations(
  lines: ReadonlyArray<{ at: number; text: string }>,
  start: number,
  end: number,
) {
  const starts = STEP_STARTS.map(({ step, line, ...rest }) => {
    if (line === undefined) return { step, at: start };
    const matching = lines.filter(({ text }) => line.test(text));
    const found = "last" in rest ? matching.at(-1) : matching[0];
    return { step, at: found?.at };
  });
  const steps: Partial<Record<BuildStep, number>> = {};
  starts.forEach(({ step, at }, index) => {
    const next = starts.slice(index + 1).find((later) => later.at !== undefined)?.at ?? end;
    if (at !== undefined) steps[step] = next - at;
  });
  return steps;
}

/**
 * Builds the site into `buildDir` (relative to `site/`, or absolute inside it: the prerender
 * loads the server build, which finds its packages in the workspace's node_modules), with the
 * extra content folder `extraContentDir` if given. Rejects, with the build's last lines, when it
 * fails.
 */
export function measureBuild(buildDir: string, extraContentDir?: string): Promise<MeasuredBuild> {
  const env = {
    ...process.env,
    SITE_BUILD_DIR: buildDir,
    EXTRA_CONTENT_DIR: extraContentDir ?? "",
  };
  const started = performance.now();
  const child = spawn("npm", ["run", "build", "-w", "@workcraft/site"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const memory = watchPeakMemory(child.pid!);
  const lines: Array<{ at: number; text: string }> = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (text) =>
      lines.push({ at: performance.now(), text }),
    );
  }
  return new Promise((done, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      const end = performance.now();
      const peakBytes = memory.stop();
      if (code !== 0) {
        const tail = lines.slice(-30).map(({ text }) => text);
        reject(new Error(`The site build failed (exit ${code}):\n${tail.join("\n")}`));
        return;
      }
      done({
        milliseconds: end - started,
        peakBytes,
        ...prerenderedFiles(resolve(siteDir, buildDir, "client")),
        steps: stepDurations(lines, started, end),
      });
    });
  });
}
