import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { indexContent, type ContentPage, type ContentSource } from "../app/content/contentIndex";

/** The content folder: `site/content`, or `CONTENT_DIR` (tests build with a folder of their own). */
export const contentDir = resolve(
  process.env.CONTENT_DIR ?? fileURLToPath(new URL("../content", import.meta.url)),
);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.isFile() && entry.name.endsWith(".json") ? [full] : [];
  });
}

/** Reads, parses and validates every content file; throws one error naming every problem. */
export function readContent(dir: string = contentDir): ContentPage[] {
  const sources: ContentSource[] = jsonFiles(dir).map((full) => {
    const file = relative(dir, full).split(sep).join("/");
    const text = readFileSync(full, "utf8");
    try {
      return { file, json: JSON.parse(text) as unknown };
    } catch (error) {
      return { file, json: error instanceof Error ? error.message : String(error) };
    }
  });
  return indexContent(sources);
}
