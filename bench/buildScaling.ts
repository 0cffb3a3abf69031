/**
 * Build-scaling benchmark: the full site build with the real content, then with 100 and 1,000
 * generated use-case pages added (from a temporary folder, through EXTRA_CONTENT_DIR), in one
 * run. Each build's time, peak memory, pages and time per page; then the cost of each added page
 * between the runs, whose ratio says whether the build grows linearly (1 is linear; a quadratic
 * step makes the larger run's pages dearer).
 *
 *   npm run build-scaling -w @workcraft/bench [-- --pages=100,1000]
 *
 * The real-content build is left in site/build, as `npm run build` leaves it, for the benches
 * that read it next; the others build into temporary folders, removed after.
 *
 * The app images are drawn once before the timed builds (the build's first step draws only what
 * changed), so the first build is not charged for drawing them. Each build runs twice and the
 * faster run counts: an added page of the +100 run costs tens of milliseconds, so a second of the
 * machine's noise in a step that does not depend on the pages (the bundles, say) moved that run's
 * cost per added page by ten milliseconds, and the growth ratio with it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ALL_USE_CASES_LINK } from "../site/app/navigation/useCaseLinks";
import { generatedUseCaseId, writeGeneratedUseCases } from "./generatedUseCases";
import { recordResults } from "./results";
import { measureBuild, type BuildStep, type MeasuredBuild } from "./measuredBuild";
import { repoRoot } from "./productionServer";
import { markdownTable, type ResultRow } from "./resultRows";

const siteDir = fileURLToPath(new URL("../site/", import.meta.url));

/** How much dearer an added page of the largest run may be than one of the smallest. */
const LINEAR_GOAL = 1.5;

/** How many times each build runs; the fastest counts. */
const RUNS_PER_BUILD = 2;

export interface ScalingRun {
  /** Generated use-case pages added to the real content (0: the real content alone). */
  added: number;
  build: MeasuredBuild;
  /**
   * Whether the last added page is in the list of every use case (/resources), and the home
   * page's footer links to that list once it names only the first few.
   */
  listed: boolean;
}

function readHtml(buildDir: string, path: string): string {
  return readFileSync(join(buildDir, "client", path, "index.html"), "utf8");
}

/** The faster of `RUNS_PER_BUILD` runs of `build`. */
async function fastestOf(build: () => Promise<MeasuredBuild>): Promise<MeasuredBuild> {
  let fastest = await build();
  for (let run = 1; run < RUNS_PER_BUILD; run += 1) {
    const next = await build();
    if (next.milliseconds < fastest.milliseconds) fastest = next;
  }
  return fastest;
}

/** Builds with `added` generated pages, in temporary folders removed afterwards. */
async function runWithGeneratedPages(added: number): Promise<ScalingRun> {
  const content = mkdtempSync(join(tmpdir(), "workcraft-scaling-content-"));
  // Inside site/: the prerender loads the server build, which finds packages in node_modules.
  const buildDir = mkdtempSync(join(siteDir, "build-bench-"));
  try {
    writeGeneratedUseCases(content, added);
    const build = await fastestOf(() => measureBuild(buildDir, content));
    const last = `/use-case/${generatedUseCaseId(added)}`;
    const footer = readHtml(buildDir, "").split("<footer").at(-1) ?? "";
    const listed =
      readHtml(buildDir, "resources").includes(`href="${last}"`) &&
      footer.includes(`>${ALL_USE_CASES_LINK.label}</a>`);
    return { added, build, listed };
  } finally {
    rmSync(content, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const labelOf = (added: number) => (added === 0 ? "real content" : `+${added} pages`);
const prerenderOf = (run: ScalingRun) => run.build.steps.prerender ?? 0;

/** Per added page between the real-content run and `run`: build ms, prerender ms, bytes. */
function perAddedPage(real: ScalingRun, run: ScalingRun) {
  const pages = run.build.pages - real.build.pages;
  return {
    buildMs: (run.build.milliseconds - real.build.milliseconds) / pages,
    // Free of the machine's noise: what the prerender writes and the precompression reads.
    pageBytes: (run.build.pageBytes - real.build.pageBytes) / pages,
    prerenderMs: (prerenderOf(run) - prerenderOf(real)) / pages,
    bytes: (run.build.peakBytes - real.build.peakBytes) / pages,
  };
}

/** The table's rows: each run's figures, each added page's cost, and the linearity ratios. */
export function scalingRows(runs: readonly ScalingRun[]): ResultRow[] {
  const [real, ...larger] = runs;
  if (!real) return [];
  const rows: ResultRow[] = runs.flatMap((run) => {
    const { milliseconds, peakBytes, pages } = run.build;
    const label = `build, ${labelOf(run.added)}`;
    return [
      { name: `${label}: time`, value: seconds(milliseconds) },
      { name: `${label}: prerender time`, value: seconds(prerenderOf(run)) },
      { name: `${label}: peak memory`, value: megabytes(peakBytes) },
      { name: `${label}: prerendered pages`, value: String(pages) },
      { name: `${label}: ms per page`, value: `${Math.round(milliseconds / pages)} ms` },
      {
        name: `${label}: HTML and data per page`,
        value: `${Math.round(run.build.pageBytes / pages / 1024)} KB`,
      },
    ];
  });
  for (const run of larger) {
    const label = `build, ${labelOf(run.added)}`;
    const cost = perAddedPage(real, run);
    rows.push(
      {
        name: `${label}: every added page prerendered and in /resources`,
        value: `${run.build.pages - real.build.pages} of ${run.added}`,
        goal: "all",
        ok: run.build.pages - real.build.pages === run.added && run.listed,
      },
      { name: `${label}: ms per added page`, value: `${Math.round(cost.buildMs)} ms` },
      { name: `${label}: prerender ms per added page`, value: `${cost.prerenderMs.toFixed(1)} ms` },
      {
        name: `${label}: peak memory per added page`,
        value: `${(cost.bytes / 1024).toFixed(0)} KB`,
      },
    );
  }
  const smallest = larger[0];
  const largest = larger.at(-1);
  if (smallest && largest && largest !== smallest) {
    const small = perAddedPage(real, smallest);
    const large = perAddedPage(real, largest);
    const between = `${labelOf(largest.added)} vs ${labelOf(smallest.added)}`;
    for (const [what, ratio] of [
      ["build ms", large.buildMs / small.buildMs],
      ["prerender ms", large.prerenderMs / small.prerenderMs],
      ["HTML and data bytes", large.pageBytes / small.pageBytes],
    ] as const) {
      rows.push({
        name: `build growth: ${what} per added page, ${between} (1 is linear)`,
        value: ratio.toFixed(2),
        goal: `≤ ${LINEAR_GOAL}`,
        ok: ratio <= LINEAR_GOAL,
      });
    }
  }
  return rows;
}

/** Runs the real-content build, then one per count of generated pages; gives the runs. */
export async function measureBuildScaling(
  addedCounts: readonly number[],
  log: (line: string) => void = () => {},
): Promise<ScalingRun[]> {
  log("drawing the app images once, before the timed builds…");
  execFileSync("npm", ["run", "--silent", "images", "-w", "@workcraft/site"], {
    cwd: repoRoot,
    stdio: "ignore",
  });
  log("building the real content into site/build…");
  const real = await fastestOf(() => measureBuild("build"));
  const runs: ScalingRun[] = [{ added: 0, build: real, listed: true }];
  for (const added of addedCounts) {
    log(`building with ${added} generated use-case pages…`);
    runs.push(await runWithGeneratedPages(added));
  }
  return runs;
}

/** Seconds per step of each build, as a markdown table: where the time goes as pages grow. */
export function stepsTable(runs: readonly ScalingRun[]): string {
  const steps = Object.keys(runs[0]?.build.steps ?? {}) as BuildStep[];
  return markdownTable(
    runs.flatMap((run) =>
      steps.map((step) => ({
        name: `${labelOf(run.added)}: ${step}`,
        value: seconds(run.build.steps[step] ?? 0),
      })),
    ),
  );
}

/** `--pages=100,1000`: the counts of generated pages, each a build of its own. */
function addedCountsFrom(argv: readonly string[]): number[] {
  const flag = argv.find((argument) => argument.startsWith("--pages="));
  if (!flag) return [100, 1000];
  const counts = flag.slice("--pages=".length).split(",").map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 9999)) {
    throw new Error(`${flag}: give whole numbers from 1 to 9999, such as --pages=100,1000`);
  }
  return counts.sort((a, b) => a - b);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = await measureBuildScaling(addedCountsFrom(process.argv.slice(2)), console.log);
  recordResults("Build scaling", scalingRows(runs), [
    `Full site build, the faster of ${RUNS_PER_BUILD} runs each, after the app images were drawn once.`,
    "",
    "Where the time goes:",
    "",
    stepsTable(runs),
  ]);
}
