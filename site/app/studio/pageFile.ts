import { blockDefinitions } from "../blocks/blockDefinitions";
import { contentFileOf, schemaReferenceOf } from "../content/contentIndex";
import type { StudioPageJson } from "./pageData";

/*
 * A Studio page as a content file, and back: the same JSON as `site/content/*.json`, named by
 * the path it publishes and pointing at the page schema, so an exported page can be committed
 * to the repository, and a committed file can be brought into a draft.
 */

/** A page's content file: where it goes under `site/content/`, and its text. */
export interface PageFile {
  /** Relative to the content folder: `use-case/fleet-crm.json`. */
  file: string;
  /** The file's JSON, as the repository's files are written: two spaces, a final newline. */
  text: string;
}

/** The repository's line width, as its Prettier settings give it. */
const PRINT_WIDTH = 100;

/** A value that Prettier writes on one line when it fits: a plain value, or a list of them. */
function isFlat(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isFlat);
  return typeof value !== "object" || value === null;
}

/** `value` on one line: `["a", "b"]`. */
const oneLine = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(oneLine).join(", ")}]` : JSON.stringify(value);

/**
 * `value` as JSON the way the repository's Prettier writes a content file: every object open,
 * a key a line (as the files are written); a list of plain values on one line when the line
 * fits in the width, otherwise an item a line. `head` is what stands before it on its line and
 * `tail` what follows (a comma), both counted in the line's width.
 */
function printed(value: unknown, indent: string, head: string, tail: string): string {
  if (isFlat(value) && (!Array.isArray(value) || value.length === 0)) return oneLine(value);
  if (Array.isArray(value)) {
    const flat = oneLine(value);
    if (value.every(isFlat) && head.length + flat.length + tail.length <= PRINT_WIDTH) return flat;
    const inner = `${indent}  `;
    const items = value.map(
      (item, index) =>
        `${inner}${printed(item, inner, inner, index < value.length - 1 ? "," : "")}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const inner = `${indent}  `;
  const members = entries.map(([key, member], index) => {
    const lead = `${inner}${JSON.stringify(key)}: `;
    return `${lead}${printed(member, inner, lead, index < entries.length - 1 ? "," : "")}`;
  });
  return `{\n${members.join(",\n")}\n${indent}}`;
}

/** A document without its `$schema` (which names the schema from the file's own folder). */
export function withoutSchemaReference<T extends Record<string, unknown>>(json: T): T {
  return Object.fromEntries(Object.entries(json).filter(([key]) => key !== "$schema")) as T;
}

/** The content file of the page at `path` whose document is `page`. */
export function pageFileOf(path: string, page: StudioPageJson): PageFile {
  const file = contentFileOf(path);
  const document = withoutSchemaReference(page);
  return {
    file,
    text: `${printed({ $schema: schemaReferenceOf(file), ...document }, "", "", "")}\n`,
  };
}

/** What reading a content file into a draft found: the draft, or why it is not a page. */
export type PageFileRead = { ok: true; page: StudioPageJson } | { ok: false; problem: string };

/**
 * Reads a content file's text as a draft: JSON, an object, with a list of blocks of the site's
 * types. Anything else a page needs (its meta, each block's fields) is for the editor to check
 * as it checks every draft, so an unfinished page's file reads too.
 */
export function readPageFile(name: string, text: string): PageFileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: `${name} is not JSON: export a page from the Studio to see one` };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, problem: `${name} is not a page: a page is an object, { meta, blocks }` };
  }
  const page = withoutSchemaReference(json as Record<string, unknown>);
  const { blocks } = page;
  if (!Array.isArray(blocks)) {
    return { ok: false, problem: `${name} is not a page: it has no list of blocks` };
  }
  const unknown = blocks.flatMap((block, index) => {
    const type = (block as { type?: unknown } | null)?.type;
    return typeof type === "string" && type in blockDefinitions
      ? []
      : [`block ${index + 1} (${typeof type === "string" ? type : "no type"})`];
  });
  if (unknown.length > 0) {
    return {
      ok: false,
      problem: `${name} has blocks the site does not know: ${unknown.join(", ")}`,
    };
  }
  return { ok: true, page: page as StudioPageJson };
}
