/**
 * The benches' table: each bench prints its rows and writes them as a section of
 * `bench/results/latest.md`, replacing that section from an earlier run and keeping the others,
 * so `npm run bench` leaves one table of every row of the same run.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { markdownTable, type ResultRow } from "./resultRows";

export type { ResultRow } from "./resultRows";

const resultsFile = fileURLToPath(new URL("./results/latest.md", import.meta.url));

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Notes as Markdown writes them (so the file passes Prettier as written): a continued line
 * without its indentation, one space between words (a table's rows keep theirs), and a blank
 * line before a list that follows a paragraph.
 */
function markdownNotes(notes: readonly string[]): string[] {
  const lines = notes
    .flatMap((note) => note.split("\n"))
    .map((line) => line.trim())
    // A table keeps its padding; prose has one space between words.
    .map((line) => (line.startsWith("|") ? line : line.replace(/ {2,}/gu, " ")));
  return lines.flatMap((line, index) => {
    const before = lines[index - 1];
    const listStarts = line.startsWith("- ") && before && !before.startsWith("- ");
    return listStarts ? ["", line] : [line];
  });
}

/** Prints `rows` under `section` and writes them into `bench/results/latest.md`. */
export function recordResults(
  section: string,
  rows: readonly ResultRow[],
  notes: string[] = [],
): void {
  const table = markdownTable(rows);
  console.log(`\n${section}\n${table}\n${notes.join("\n")}`);

  const body = [
    `## ${section}`,
    "",
    `Commit ${commit()}, ${new Date().toISOString()}.`,
    "",
    table,
    ...(notes.length ? ["", ...markdownNotes(notes)] : []),
    "",
  ].join("\n");
  mkdirSync(join(resultsFile, ".."), { recursive: true });
  const header = `# Bench results\n\nWritten by \`npm run bench\` (bench/results.ts) on ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; each section says when it was measured.\n\n`;
  const earlier = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : header;
  const sections = earlier.split(/^(?=## )/mu);
  const kept = sections.filter((part) => !part.startsWith(`## ${section}\n`));
  const [head = header, ...others] = kept.length > 0 ? kept : [header];
  // One blank line between sections, as Markdown (and Prettier) writes it.
  const parts = [head.startsWith("# ") ? head : header, ...others, body];
  writeFileSync(resultsFile, `${parts.map((part) => part.trimEnd()).join("\n\n")}\n`);
}

/** A number with thousands separated and `digits` decimals. */
export function formatted(value: number, digits = 0): string {
  return value.toLocaleString("en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The middle one of `items` by `value` (of an even count, the upper of the two middle ones). */
export function medianBy<T>(items: readonly T[], value: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}
