import type { z } from "zod";
import { pageSchema, type PageContent } from "./pageSchema";

/** A content file as read from disk: its path under the content folder and its parsed JSON. */
export interface ContentSource {
  /** Relative to the content folder, with forward slashes: `use-case/venture-capital-crm.json`. */
  file: string;
  /** The file's JSON, or the text that failed to parse. */
  json: unknown;
  /**
   * The extra content folder the file was read from (`EXTRA_CONTENT_DIR`), unset for the
   * content folder: an extra file publishes at its path in that folder, and messages name it by
   * its full path so nobody looks for it under `site/content/`.
   */
  extraFolder?: string;
}

/** A validated content page and where it is published. */
export interface ContentPage {
  /** The URL path: `/`, `/pricing`, `/use-case/venture-capital-crm`. */
  path: string;
  /** Relative to the content folder (or to the extra folder it was read from). */
  file: string;
  /** The extra content folder it was read from, if any (see `ContentSource`). */
  extraFolder?: string;
  page: PageContent;
}

/** How messages name a content file: its path in `site/content/`, an extra file's full path. */
export function shownFileOf({ file, extraFolder }: Pick<ContentSource, "file" | "extraFolder">) {
  return extraFolder === undefined ? file : `${extraFolder.replace(/\/+$/u, "")}/${file}`;
}

/** The file that describes content files for editors; it is not a page. */
export const PAGE_SCHEMA_FILE = "page.schema.json";

/** A content file's URL path: `index.json` is its folder's page, other files add their name. */
export function contentPath(file: string): string {
  const withoutExtension = file.replace(/\.json$/u, "");
  const segments = withoutExtension.split("/").filter((segment) => segment !== "index");
  return `/${segments.join("/")}`;
}

/**
 * A content file that publishes `path` (`contentPath` gives `path` back): `/use-case/fleet-crm`
 * is `use-case/fleet-crm.json`, `/` is `index.json`. (A folder's `index.json` publishes the
 * folder's path too; a new page is written as a file of its own name.)
 */
export function contentFileOf(path: string): string {
  return path === "/" ? "index.json" : `${path.slice(1)}.json`;
}

/** What a content file's `$schema` says: the page schema, relative to the file's folder. */
export function schemaReferenceOf(file: string): string {
  const depth = file.split("/").length - 1;
  return `${depth === 0 ? "./" : "../".repeat(depth)}${PAGE_SCHEMA_FILE}`;
}

/** Thrown when content files are invalid; its message names every problem. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

function blockTypeAt(json: unknown, index: number): string {
  const blocks = (json as { blocks?: unknown } | null)?.blocks;
  const block = Array.isArray(blocks) ? (blocks[index] as { type?: unknown }) : undefined;
  return typeof block?.type === "string" ? block.type : "unknown type";
}

/** One readable line per issue: file, block index and type, then the field and the message. */
export function describeIssues(file: string, json: unknown, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const [first, second, ...rest] = issue.path;
    if (first === "blocks" && typeof second === "number") {
      const field = rest.join(".") || "(the block)";
      return `${file}: block ${second} (${blockTypeAt(json, second)}), field ${field}: ${issue.message}`;
    }
    const field = issue.path.join(".") || "(the file)";
    return `${file}: field ${field}: ${issue.message}`;
  });
}

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/u;

/**
 * Validates every content file and gives each its path. Collects every problem before
 * throwing, so one build names them all.
 */
export function indexContent(sources: readonly ContentSource[]): ContentPage[] {
  const problems: string[] = [];
  const pages: ContentPage[] = [];
  const byPath = new Map<string, string>();
  for (const source of sources) {
    const { file, json, extraFolder } = source;
    if (file === PAGE_SCHEMA_FILE) continue;
    const shown = shownFileOf(source);
    const path = contentPath(file);
    const badSegment = path
      .split("/")
      .slice(1)
      .find((segment) => segment !== "" && !SEGMENT.test(segment));
    if (badSegment !== undefined) {
      problems.push(
        `${shown}: the file or folder name "${badSegment}" must use lower-case letters, digits and hyphens`,
      );
      continue;
    }
    // An extra file never replaces one of the content folder: it would change a real page
    // without a trace in the repository.
    const clash = byPath.get(path);
    if (clash) {
      problems.push(`${shown}: publishes ${path}, which ${clash} publishes already`);
      continue;
    }
    byPath.set(path, shown);
    if (typeof json === "string") {
      problems.push(`${shown}: is not valid JSON (${json})`);
      continue;
    }
    const result = pageSchema.safeParse(json);
    if (!result.success) {
      problems.push(...describeIssues(shown, json, result.error.issues));
      continue;
    }
    pages.push({
      path,
      file,
      ...(extraFolder === undefined ? {} : { extraFolder }),
      page: result.data,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
