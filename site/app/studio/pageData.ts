import type { Data } from "@puckeditor/core";
import { draftBlocks } from "@workcraft/domain/rules";
import type { z } from "zod";
import { blockDefinitions, isBlockType } from "../blocks/blockDefinitions";
import { describeIssues } from "../content/contentIndex";
import { pageSchema, type PageContent, type PageContentInput } from "../content/pageSchema";
import { defOf, unwrapField, type AnySchema } from "./propsSchemaParts";

/*
 * A content page (`{ meta, layout, …, blocks: [{ type, props }] }`, as in `site/content/`) and
 * the editor's data (`{ root: { props }, content: [{ type, props: { id, … } }] }`) are the same
 * page: the page's own props are the root's, each block is a content item with an id.
 */

/** The editor's data of a page: the page's own props at the root, its blocks as content. */
export type StudioData = Data<Record<string, Record<string, unknown>>, Record<string, unknown>>;

/** A page as the Studio writes it: a content file's JSON, not yet checked. */
export interface StudioPageJson {
  [prop: string]: unknown;
  blocks: { type: string; props: Record<string, unknown> }[];
}

/**
 * The editor's data of a page. Each block's id is its type and place (`Hero-1`), the same for
 * the same page every time; blocks added in the editor get Puck's own ids.
 */
export function puckDataOfPage(page: PageContentInput | PageContent | StudioPageJson): StudioData {
  const { blocks, ...pageProps } = page;
  return {
    root: { props: pageProps },
    content: blocks.map((block, index) => ({
      type: block.type,
      props: { id: `${block.type}-${index + 1}`, ...block.props },
    })),
  };
}

/**
 * The editor's data of a saved draft: any JSON object, since a draft may be unfinished. Items
 * that are not blocks (no type, no props object) are left out.
 */
export function puckDataOfDraft(draft: Record<string, unknown>): StudioData {
  return puckDataOfPage({ ...draft, blocks: draftBlocks(draft) });
}

/**
 * The content page of the editor's data: Puck's ids taken off, and optional fields the editor
 * left empty ("", no value, an object of empty fields) left out, as a content file leaves them.
 */
export function pageOfPuckData(data: StudioData): StudioPageJson {
  const pageProps = cleaned(pageSchema, { ...data.root.props }) as Record<string, unknown>;
  const blocks = data.content.map(({ type, props }) => {
    const blockProps = Object.fromEntries(Object.entries(props).filter(([name]) => name !== "id"));
    const schema = isBlockType(type) ? blockDefinitions[type].props : undefined;
    return {
      type,
      props: (schema ? cleaned(schema, blockProps) : blockProps) as Record<string, unknown>,
    };
  });
  return { ...pageProps, blocks };
}

/** The result of checking the editor's data as a page. */
export type PuckDataCheck =
  | { ok: true; page: PageContent; json: StudioPageJson }
  | { ok: false; problems: string[]; json: StudioPageJson };

/**
 * Checks the editor's data with the site's page schema, as the build checks a content file:
 * each problem names the block (its place and type) and the field.
 */
export function checkPuckData(data: StudioData, pageName = "The page"): PuckDataCheck {
  const json = pageOfPuckData(data);
  const result = pageSchema.safeParse(json);
  return result.success
    ? { ok: true, page: result.data, json }
    : {
        ok: false,
        problems: describeIssues(pageName, json, result.error.issues.map(asEdited)),
        json,
      };
}

/**
 * An issue's path as the editor shows a block: its fields are the block's own, so a block's
 * `props` step is left out (`blocks.1.props.items.0` → `blocks.1.items.0`).
 */
function asEdited(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  const [first, index, props, ...rest] = issue.path;
  return first === "blocks" && typeof index === "number" && props === "props"
    ? { ...issue, path: [first, index, ...rest] }
    : issue;
}

/** Nothing written: no value, "", an empty list, or an object of such values only. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.values(value).every(isBlank);
}

/** A value with the empty optional fields of its objects left out, following its schema. */
function cleaned(schema: AnySchema, value: unknown): unknown {
  const def = defOf(unwrapField(schema).schema);
  if (def.type === "array" && Array.isArray(value)) {
    return value.map((item: unknown) => cleaned(def.element, item));
  }
  if (
    def.type !== "object" ||
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value)
  ) {
    return value;
  }
  const entries = Object.entries(value).flatMap(([name, fieldValue]): [string, unknown][] => {
    const fieldSchema = def.shape[name];
    if (!fieldSchema) return [[name, fieldValue]];
    const fieldCleaned = cleaned(fieldSchema, fieldValue);
    return unwrapField(fieldSchema).optional && isBlank(fieldCleaned) ? [] : [[name, fieldCleaned]];
  });
  return Object.fromEntries(entries);
}

/**
 * A page's document as the site reads it, for comparing two of them: a page that passes the
 * site's rules with the defaults those rules give (a published version is stored so, a draft
 * leaves them out), any other document as it is.
 */
export function pageAsRead(document: Record<string, unknown>): Record<string, unknown> {
  const read = pageSchema.safeParse(document);
  return read.success ? read.data : document;
}
