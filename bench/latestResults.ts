/**
 * Writes a benchmark's table into bench/results/latest.md as a section of its own, replacing the
 * section of the same title and keeping the others. A stand-in until the benchmarks share one
 * results writer: callers pass the title and the table only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const LATEST = fileURLToPath(new URL("results/latest.md", import.meta.url));

export function writeLatestSection(title: string, table: string): string {
  const heading = `## ${title}`;
  const before = existsSync(LATEST) ? readFileSync(LATEST, "utf8") : "# Latest bench results\n\n";
  const sections = before.split(/^(?=## )/mu);
  const kept = sections.filter((section) => section.split("\n")[0] !== heading);
  const section = `${heading}\n\n${table}\n\n`;
  const at = sections.findIndex((s) => s.split("\n")[0] === heading);
  kept.splice(at === -1 ? kept.length : at, 0, section);
  mkdirSync(dirname(LATEST), { recursive: true });
  writeFileSync(LATEST, `${kept.join("").trimEnd()}\n`);
  return LATEST;
}
