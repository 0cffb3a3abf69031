import {
  STUDIO_CHECKPOINTS_KEPT,
  STUDIO_PRESENCE_SECONDS,
  createId,
  siteOwnedPathProblem,
  staleRevisionMessage,
  type StudioVersionKind,
} from "@workcraft/domain/rules";
import type {
  StudioPage,
  StudioPageCreateRequest,
  StudioPageDocument,
  StudioPagePerson,
  StudioPageSaveRequest,
  StudioPageSummary,
  StudioPageVersionSummary,
} from "@workcraft/domain/schemas";
import { and, asc, desc, eq, gt, inArray, ne, notInArray, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioEditing, studioPageVersions, studioPages, studioPeople } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";
import { pendingStudioSchedules } from "./studioScheduleList";

/*
 * The Studio's pages as its editors work on them: drafts saved at a revision, presence, and the
 * versions (checkpoints) they keep. Publishing is in `studioPagePublishing.ts`.
 */

/** A row of `studio_pages`. */
export type StudioPageRow = typeof studioPages.$inferSelect;

/** A row of `studio_page_versions`. */
export type StudioPageVersionRow = typeof studioPageVersions.$inferSelect;

/** The 404 of a page id that names no page. */
export function studioPageNotFound(id: string): ApiError {
  return new ApiError(404, "studio_page_not_found", `There is no Studio page with id ${id}.`, {
    id: ["No Studio page has this id"],
  });
}

/**
 * A page's row, or a 404; `forUpdate` locks it for the rest of the transaction, so changes to
 * one page (its revision, its version numbers) happen one after the other.
 */
export async function studioPageRow(
  db: AppDatabase,
  id: string,
  forUpdate = false,
): Promise<StudioPageRow> {
  const query = db.select().from(studioPages).where(eq(studioPages.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw studioPageNotFound(id);
  return row;
}

/** The people of `ids` as a page names them. */
async function peopleById(
  db: AppDatabase,
  ids: readonly (string | null)[],
): Promise<Map<string, StudioPagePerson>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: studioPeople.id, email: studioPeople.email, name: studioPeople.name })
    .from(studioPeople)
    .where(inArray(studioPeople.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

const personOf = (people: Map<string, StudioPagePerson>, id: string): StudioPagePerson =>
  people.get(id) ?? { id, email: id, name: null };

/** The people who sent a heartbeat for each of `pageIds` in the last 30 seconds, latest first. */
async function editorsOf(
  db: AppDatabase,
  pageIds: readonly string[],
  except?: string,
): Promise<Map<string, (StudioPagePerson & { seenAt: string })[]>> {
  const editors = new Map<string, (StudioPagePerson & { seenAt: string })[]>();
  if (pageIds.length === 0) return editors;
  const rows = await db
    .select({
      pageId: studioEditing.pageId,
      seenAt: studioEditing.seenAt,
      id: studioPeople.id,
      email: studioPeople.email,
      name: studioPeople.name,
    })
    .from(studioEditing)
    .innerJoin(studioPeople, eq(studioPeople.id, studioEditing.personId))
    .where(
      and(
        inArray(studioEditing.pageId, [...pageIds]),
        gt(studioEditing.seenAt, sql`now() - make_interval(secs => ${STUDIO_PRESENCE_SECONDS})`),
        except === undefined ? undefined : ne(studioEditing.personId, except),
      ),
    )
    .orderBy(desc(studioEditing.seenAt));
  for (const { pageId, seenAt, ...person } of rows) {
    const list = editors.get(pageId) ?? [];
    list.push({ ...person, seenAt: seenAt.toISOString() });
    editors.set(pageId, list);
  }
  return editors;
}

/** The number and time of each page's published version, by page id. */
async function publishedOf(
  db: AppDatabase,
  rows: readonly StudioPageRow[],
): Promise<Map<string, { number: number; at: string }>> {
  const versionIds = rows.flatMap((row) =>
    row.publishedVersionId === null ? [] : [row.publishedVersionId],
  );
  const published = new Map<string, { number: number; at: string }>();
  if (versionIds.length === 0) return published;
  const versions = await db
    .select({ id: studioPageVersions.id, number: studioPageVersions.number })
    .from(studioPageVersions)
    .where(inArray(studioPageVersions.id, versionIds));
  const numbers = new Map(versions.map((version) => [version.id, version.number]));
  for (const row of rows) {
    const number =
      row.publishedVersionId === null ? undefined : numbers.get(row.publishedVersionId);
    if (number !== undefined && row.publishedAt !== null) {
      published.set(row.id, { number, at: row.publishedAt.toISOString() });
    }
  }
  return published;
}

/** A draft's `meta.title` when it has one, for lists: a draft may be unfinished. */
export function draftTitle(draft: StudioPageDocument): string | null {
  const meta = draft.meta;
  if (!meta || typeof meta !== "object") return null;
  const title = (meta as Record<string, unknown>).title;
  return typeof title === "string" && title.trim() !== "" ? title : null;
}

/** Every Studio page, by path, with who is editing each now. */
export async function listStudioPages(db: AppDatabase): Promise<StudioPageSummary[]> {
  const rows = await db.select().from(studioPages).orderBy(asc(studioPages.path));
  const ids = rows.map((row) => row.id);
  const [people, published, editors] = await Promise.all([
    peopleById(
      db,
      rows.map((row) => row.updatedBy),
    ),
    publishedOf(db, rows),
    editorsOf(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    title: draftTitle(row.draft),
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personOf(people, row.updatedBy),
    published: published.get(row.id) ?? null,
    editors: editors.get(row.id) ?? [],
  }));
}

/** A page as its editor opens it; `viewerId` is left out of its editors. */
export async function getStudioPage(
  db: AppDatabase,
  id: string,
  viewerId: string,
): Promise<StudioPage> {
  const row = await studioPageRow(db, id);
  const [people, published, editors, schedules] = await Promise.all([
    peopleById(db, [row.createdBy, row.updatedBy]),
    publishedOf(db, [row]),
    editorsOf(db, [row.id], viewerId),
    pendingStudioSchedules(db, id),
  ]);
  return {
    id: row.id,
    path: row.path,
    draft: row.draft,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    createdBy: personOf(people, row.createdBy),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personOf(people, row.updatedBy),
    published: published.get(row.id) ?? null,
    editors: editors.get(row.id) ?? [],
    schedules,
  };
}

/** The 409 of a path that another page has. */
export function studioPathTaken(path: string, owner: string): ApiError {
  return new ApiError(
    409,
    "path_taken",
    `${path} belongs to ${owner}: choose another path for this page.`,
    { path: [`This path belongs to ${owner}`] },
  );
}

/**
 * The 400 of a page at one of the site's own paths (its routes, its file folders), naming `path`;
 * null for any other path, or when the site's rules were not given.
 */
export function siteOwnedPathRefusal(
  path: string,
  rules: Pick<StudioPageRules, "siteOwnedPaths"> | undefined,
): ApiError | null {
  const problem = rules && siteOwnedPathProblem(path, rules.siteOwnedPaths);
  return problem === undefined
    ? null
    : new ApiError(400, "invalid_request", `${problem}.`, { path: [problem] });
}

/**
 * Who owns `path` besides the page `exceptId`: another Studio page, or (when the site's rules
 * are given) a content file or a catalogue page; null when it is free.
 */
export async function studioPathOwner(
  db: AppDatabase,
  path: string,
  rules: StudioPageRules | undefined,
  exceptId?: string,
): Promise<string | null> {
  const owner = rules?.ownerOf(path) ?? null;
  if (owner !== null) return owner;
  const [other] = await db
    .select({ id: studioPages.id })
    .from(studioPages)
    .where(
      and(
        eq(studioPages.path, path),
        exceptId === undefined ? undefined : ne(studioPages.id, exceptId),
      ),
    );
  return other ? "another Studio page" : null;
}

/**
 * Creates a page with its first draft at revision 1, with the audit log's entry; a path that a
 * Studio page (or, with the site's rules, a file or catalogue page) has is a 409.
 */
export async function createStudioPage(
  db: AppDatabase,
  { path, page }: StudioPageCreateRequest,
  by: string,
  rules: StudioPageRules | undefined,
): Promise<StudioPage> {
  const refusal = siteOwnedPathRefusal(path, rules);
  if (refusal) throw refusal;
  const id = await db.transaction(async (tx) => {
    const owner = await studioPathOwner(tx, path, rules);
    if (owner !== null) throw studioPathTaken(path, owner);
    const [created] = await tx
      .insert(studioPages)
      .values({ id: createId(), path, draft: page, createdBy: by, updatedBy: by })
      .onConflictDoNothing({ target: studioPages.path })
      .returning({ id: studioPages.id });
    if (!created) throw studioPathTaken(path, "another Studio page");
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.create",
      subject: path,
      detail: { id: created.id },
    });
    return created.id;
  });
  return getStudioPage(db, id, by);
}

/**
 * The 409 of a write made from an old revision: who saved the page last and when, in the message
 * and in `current`; the caller's draft is not saved, and theirs stays.
 */
export async function staleRevision(db: AppDatabase, row: StudioPageRow): Promise<ApiError> {
  const people = await peopleById(db, [row.updatedBy]);
  const savedBy = personOf(people, row.updatedBy);
  return new ApiError(
    409,
    "stale_revision",
    staleRevisionMessage(savedBy.name ?? savedBy.email, row.updatedAt, new Date()),
    { revision: [`The page is at revision ${row.revision} now`] },
    { revision: row.revision, updatedBy: savedBy, updatedAt: row.updatedAt.toISOString() },
  );
}

/**
 * Saves a draft made from the current revision, valid or not, raising the revision by one; one
 * update checks and raises it, so of two saves from the same revision only the first is kept and
 * the second is a 409 (`staleRevision`). A page at one of the site's own paths (made before they
 * were refused) is a 400: it is moved first; its draft stays as it was.
 */
export async function saveStudioPage(
  db: AppDatabase,
  { id, revision, page }: StudioPageSaveRequest,
  by: string,
  rules?: StudioPageRules,
): Promise<{ revision: number; updatedAt: string }> {
  if (rules) {
    const refusal = siteOwnedPathRefusal((await studioPageRow(db, id)).path, rules);
    if (refusal) throw refusal;
  }
  const [saved] = await db
    .update(studioPages)
    .set({
      draft: page,
      revision: sql`${studioPages.revision} + 1`,
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(and(eq(studioPages.id, id), eq(studioPages.revision, revision)))
    .returning({ revision: studioPages.revision, updatedAt: studioPages.updatedAt });
  if (saved) return { revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
  throw await staleRevision(db, await studioPageRow(db, id));
}

/** Records that `personId` is editing the page now; answers who else is. */
export async function studioPageHeartbeat(
  db: AppDatabase,
  id: string,
  personId: string,
): Promise<{ editors: (StudioPagePerson & { seenAt: string })[] }> {
  await studioPageRow(db, id);
  await db
    .insert(studioEditing)
    .values({ pageId: id, personId })
    .onConflictDoUpdate({
      target: [studioEditing.pageId, studioEditing.personId],
      set: { seenAt: sql`now()` },
    });
  const editors = await editorsOf(db, [id], personId);
  return { editors: editors.get(id) ?? [] };
}

/**
 * Writes a page's next version (1, 2, … per page), through the transaction that holds the page's
 * row locked; versions are only ever inserted.
 */
export async function addStudioPageVersion(
  tx: AppDatabase,
  page: StudioPageRow,
  version: {
    kind: StudioVersionKind;
    content: StudioPageDocument;
    message: string | null;
    authorId: string | null;
  },
): Promise<StudioPageVersionRow> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${studioPageVersions.number}), 0)::int` })
    .from(studioPageVersions)
    .where(eq(studioPageVersions.pageId, page.id));
  const [added] = await tx
    .insert(studioPageVersions)
    .values({ pageId: page.id, number: (last?.number ?? 0) + 1, path: page.path, ...version })
    .returning();
  return added!;
}

/** A version as the history shows it. */
export async function studioPageVersionSummary(
  db: AppDatabase,
  row: StudioPageVersionRow,
): Promise<StudioPageVersionSummary> {
  const people = await peopleById(db, [row.authorId]);
  return versionSummaryOf(row, people);
}

function versionSummaryOf(
  row: StudioPageVersionRow,
  people: Map<string, StudioPagePerson>,
): StudioPageVersionSummary {
  return {
    number: row.number,
    kind: row.kind,
    message: row.message,
    path: row.path,
    author: row.authorId === null ? null : personOf(people, row.authorId),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps the draft as it is as a `checkpoint` version, and drops the page's checkpoints older
 * than its last {@link STUDIO_CHECKPOINTS_KEPT}: each is a whole copy of the page. Published and
 * restored versions, the record of what the site showed, are never dropped.
 */
export async function checkpointStudioPage(
  db: AppDatabase,
  id: string,
  message: string,
  by: string,
): Promise<StudioPageVersionSummary> {
  const version = await db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, true);
    const added = await addStudioPageVersion(tx, page, {
      kind: "checkpoint",
      content: page.draft,
      message,
      authorId: by,
    });
    const checkpoint = and(
      eq(studioPageVersions.pageId, id),
      eq(studioPageVersions.kind, "checkpoint"),
    );
    const kept = tx
      .select({ id: studioPageVersions.id })
      .from(studioPageVersions)
      .where(checkpoint)
      .orderBy(desc(studioPageVersions.number))
      .limit(STUDIO_CHECKPOINTS_KEPT);
    await tx
      .delete(studioPageVersions)
      .where(and(checkpoint, notInArray(studioPageVersions.id, kept)));
    return added;
  });
  return studioPageVersionSummary(db, version);
}

/** A page's versions, newest first. */
export async function listStudioPageVersions(
  db: AppDatabase,
  id: string,
): Promise<StudioPageVersionSummary[]> {
  await studioPageRow(db, id);
  const rows = await db
    .select()
    .from(studioPageVersions)
    .where(eq(studioPageVersions.pageId, id))
    .orderBy(desc(studioPageVersions.number));
  const people = await peopleById(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => versionSummaryOf(row, people));
}

/** One version of a page, or a 404 naming the page and the number. */
export async function studioPageVersion(
  db: AppDatabase,
  id: string,
  number: number,
): Promise<StudioPageVersionRow> {
  await studioPageRow(db, id);
  const [row] = await db
    .select()
    .from(studioPageVersions)
    .where(and(eq(studioPageVersions.pageId, id), eq(studioPageVersions.number, number)));
  if (!row) {
    throw new ApiError(
      404,
      "studio_version_not_found",
      `The Studio page ${id} has no version ${number}.`,
      { number: ["This page has no version with this number"] },
    );
  }
  return row;
}

/**
 * Copies a version into the draft (a new revision, whatever the draft's) and records a `restore`
 * version of it, with the audit log's entry, in one transaction.
 */
export async function restoreStudioPage(
  db: AppDatabase,
  id: string,
  number: number,
  by: string,
): Promise<{ revision: number; version: StudioPageVersionSummary }> {
  const { revision, version } = await db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, true);
    const restored = await studioPageVersion(tx, id, number);
    const [saved] = await tx
      .update(studioPages)
      .set({
        draft: restored.content,
        revision: sql`${studioPages.revision} + 1`,
        updatedAt: sql`now()`,
        updatedBy: by,
      })
      .where(eq(studioPages.id, id))
      .returning({ revision: studioPages.revision });
    const added = await addStudioPageVersion(tx, page, {
      kind: "restore",
      content: restored.content,
      message: `Restored version ${number}`,
      authorId: by,
    });
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.restore",
      subject: page.path,
      detail: { id, restored: number, version: added.number },
    });
    return { revision: saved!.revision, version: added };
  });
  return { revision, version: await studioPageVersionSummary(db, version) };
}
