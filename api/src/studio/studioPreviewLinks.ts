import {
  STUDIO_PREVIEW_LINK_DEFAULT_SECONDS,
  STUDIO_PREVIEW_LINK_KEPT_DAYS,
  STUDIO_PREVIEW_LINKS_PER_PAGE,
  STUDIO_PREVIEW_PARAMETER,
} from "@workcraft/domain/rules";
import type { StudioPreviewLink, StudioPreviewLinkSummary } from "@workcraft/domain/schemas";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPeople, studioPreviewLinks } from "../database/schema";
import { randomSecret, sha256 } from "../security/secrets";
import { recordStudioAudit } from "./studioAuditLog";
import { studioPageRow, studioPageVersion } from "./studioPages";

/*
 * Preview links: a reviewer without an account sees a draft before it is published. The link
 * holds 32 random bytes, of which the database keeps only the SHA-256, with what it shows: the
 * draft as it was when the link was made (or one version), so later edits do not change what
 * was sent for review. It works until it expires, is withdrawn, or its maker's access is turned
 * off, for anyone holding it, and is never indexed. A page has at most
 * `STUDIO_PREVIEW_LINKS_PER_PAGE` links that work; ended ones are kept
 * `STUDIO_PREVIEW_LINK_KEPT_DAYS` days (answering that they have ended), then dropped.
 */

/** A preview link's token as the site's address carries it: base64url, 43 characters. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/u;

/** The address that shows `path` as a preview link's token has it. */
export function studioPreviewPath(path: string, token: string): string {
  return `${path}?${STUDIO_PREVIEW_PARAMETER}=${token}`;
}

/**
 * Makes a preview link of page `id`: of its version `number`, or of the draft as it is now,
 * working for `validForSeconds`. Made by `personId`.
 */
export async function createStudioPreviewLink(
  db: AppDatabase,
  {
    id,
    number,
    validForSeconds = STUDIO_PREVIEW_LINK_DEFAULT_SECONDS,
  }: { id: string; number?: number | undefined; validForSeconds?: number | undefined },
  personId: string,
): Promise<StudioPreviewLink> {
  return db.transaction(async (tx) => {
    // The page's row locked: two links made at once count one after the other.
    const page = await studioPageRow(tx, id, true);
    const shown =
      number === undefined
        ? { path: page.path, content: page.draft }
        : await studioPageVersion(tx, id, number);
    await tx
      .delete(studioPreviewLinks)
      .where(
        and(
          eq(studioPreviewLinks.pageId, id),
          lt(
            studioPreviewLinks.expiresAt,
            sql`now() - make_interval(days => ${STUDIO_PREVIEW_LINK_KEPT_DAYS})`,
          ),
        ),
      );
    const [working] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(studioPreviewLinks)
      .where(and(eq(studioPreviewLinks.pageId, id), gt(studioPreviewLinks.expiresAt, sql`now()`)));
    if ((working?.count ?? 0) >= STUDIO_PREVIEW_LINKS_PER_PAGE) {
      throw new ApiError(
        409,
        "too_many_preview_links",
        `This page has ${STUDIO_PREVIEW_LINKS_PER_PAGE} preview links that work, the most it keeps: withdraw one first.`,
      );
    }
    return insertPreviewLink(tx, {
      id,
      number,
      validForSeconds,
      personId,
      path: shown.path,
      content: shown.content,
    });
  });
}

/** Writes a preview link of what it shows; returns its address, with the token only it holds. */
async function insertPreviewLink(
  db: AppDatabase,
  {
    id,
    number,
    validForSeconds,
    personId,
    path,
    content,
  }: {
    id: string;
    number: number | undefined;
    validForSeconds: number;
    personId: string;
    path: string;
    content: Record<string, unknown>;
  },
): Promise<StudioPreviewLink> {
  const token = randomSecret(32);
  const [link] = await db
    .insert(studioPreviewLinks)
    .values({
      tokenHash: sha256(token),
      pageId: id,
      number: number ?? null,
      path,
      content,
      expiresAt: sql`now() + make_interval(secs => ${validForSeconds})`,
      createdBy: personId,
    })
    .returning({ expiresAt: studioPreviewLinks.expiresAt });
  return {
    url: studioPreviewPath(path, token),
    expiresAt: link!.expiresAt.toISOString(),
    number: number ?? null,
  };
}

/** The person of each link, as a page names people. */
const makerColumns = {
  id: studioPeople.id,
  email: studioPeople.email,
  name: studioPeople.name,
};

/** The preview links of page `id` that work now, newest first, with who made them. */
export async function listStudioPreviewLinks(
  db: AppDatabase,
  id: string,
): Promise<StudioPreviewLinkSummary[]> {
  await studioPageRow(db, id);
  const rows = await db
    .select({
      id: studioPreviewLinks.tokenHash,
      number: studioPreviewLinks.number,
      createdAt: studioPreviewLinks.createdAt,
      expiresAt: studioPreviewLinks.expiresAt,
      createdBy: makerColumns,
    })
    .from(studioPreviewLinks)
    .innerJoin(studioPeople, eq(studioPeople.id, studioPreviewLinks.createdBy))
    .where(and(eq(studioPreviewLinks.pageId, id), gt(studioPreviewLinks.expiresAt, sql`now()`)))
    .orderBy(desc(studioPreviewLinks.createdAt), desc(studioPreviewLinks.expiresAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Ends a working preview link of page `id` now (its holder is told it has ended), with the audit
 * log's entry; a 404 for a link the page has not, or that has ended already.
 */
export async function revokeStudioPreviewLink(
  db: AppDatabase,
  { id, link }: { id: string; link: string },
  by: string,
): Promise<{ revoked: true }> {
  return db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id);
    const [ended] = await tx
      .update(studioPreviewLinks)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(studioPreviewLinks.tokenHash, link),
          eq(studioPreviewLinks.pageId, id),
          gt(studioPreviewLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ number: studioPreviewLinks.number });
    if (!ended) {
      throw new ApiError(
        404,
        "studio_preview_link_not_found",
        `The Studio page ${id} has no working preview link with this id.`,
        { link: ["This page has no working preview link with this id"] },
      );
    }
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.preview-link-revoke",
      subject: page.path,
      detail: { id, link, number: ended.number },
    });
    return { revoked: true as const };
  });
}

/**
 * Ends every working preview link a person made, as turning their access off does: through its
 * transaction, for good (turning it on again does not bring them back).
 */
export async function endStudioPreviewLinksOf(db: AppDatabase, personId: string): Promise<void> {
  await db
    .update(studioPreviewLinks)
    .set({ expiresAt: sql`now()` })
    .where(
      and(eq(studioPreviewLinks.createdBy, personId), gt(studioPreviewLinks.expiresAt, sql`now()`)),
    );
}

/** What a preview link shows: the page's path and document, or that it has expired. */
export type StudioPreview =
  | { status: "shown"; path: string; content: Record<string, unknown>; expiresAt: Date }
  | { status: "expired"; path: string };

/**
 * What the preview link of `token` shows, or null when no link has this token (a malformed one
 * included: it is not looked up). A link whose maker's access is off has ended, whatever its
 * expiry says.
 */
export async function findStudioPreview(
  db: AppDatabase,
  token: string,
): Promise<StudioPreview | null> {
  if (!PREVIEW_TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      path: studioPreviewLinks.path,
      content: studioPreviewLinks.content,
      expiresAt: studioPreviewLinks.expiresAt,
      expired: sql<boolean>`${studioPreviewLinks.expiresAt} <= now() or ${studioPeople.disabledAt} is not null`,
    })
    .from(studioPreviewLinks)
    .innerJoin(studioPeople, eq(studioPeople.id, studioPreviewLinks.createdBy))
    .where(eq(studioPreviewLinks.tokenHash, sha256(token)));
  if (!row) return null;
  return row.expired
    ? { status: "expired", path: row.path }
    : { status: "shown", path: row.path, content: row.content, expiresAt: row.expiresAt };
}
