import { readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ContentError,
  indexContent,
  type ContentPage,
  type ContentSource,
} from "../app/content/contentIndex";

/** The content folder: `site/content`, or `CONTENT_DIR` (tests build with a folder of their own). */
export const contentDir = resolve(
  process.env.CONTENT_DIR ?? fileURLToPath(new URL("../content", import.meta.url)),
);

/** The variable naming a folder of extra content files the build adds to the content folder's. */
export const EXTRA_CONTENT_VARIABLE = "EXTRA_CONTENT_DIR";

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `inner` is `outer` or lies inside it. */
function isWithin(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === "" || (!path.startsWith("..") && !isAbsolute(path));
}

/**
 * The folder `EXTRA_CONTENT_DIR` names (the build-scaling bench adds generated pages from one
 * outside the repository), or undefined when it is unset or empty. Throws when it is no folder,
 * or overlaps the content folder, whose files would then be read twice.
 */
export function extraContentDirFrom(
  value: string | undefined,
  content: string = contentDir,
): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const dir = resolve(value);
  if (!isFolder(dir)) {
    throw new ContentError([`${EXTRA_CONTENT_VARIABLE}: ${dir} is not a folder`]);
  }
  if (isWithin(dir, content) || isWithin(content, dir)) {
    throw new ContentError([
      `${EXTRA_CONTENT_VARIABLE}: ${dir} overlaps the content folder ${content}; name a folder outside it`,
    ]);
  }
  return dir;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.isFile() && entry.name.endsWith(".json") ? [full] : [];
  });
}

function sourcesIn(dir: string, extraFolder?: string): ContentSource[] {
  return jsonFiles(dir).map((full) => {
    const file = relative(dir, full).split(sep).join("/");
    const text = readFileSync(full, "utf8");
    const where = extraFolder === undefined ? {} : { extraFolder };
    try {
      return { file, json: JSON.parse(text) as unknown, ...where };
    } catch (error) {
      return { file, json: error instanceof Error ? error.message : String(error), ...where };
    }
  });
}

/**
 * Reads, parses and validates every content file, then those of the extra folder
 * (`EXTRA_CONTENT_DIR`, unless one is given); throws one error naming every problem.
 */
export function readContent(
  dir: string = contentDir,
  extraDir: string | undefined = extraContentDirFrom(process.env[EXTRA_CONTENT_VARIABLE], dir),
): ContentPage[] {
  // The content folder's files first: an extra file on the same path is the one refused.
  const extra = extraDir === undefined ? [] : sourcesIn(extraDir, extraDir);
  return indexContent([...sourcesIn(dir), ...extra]);
}
