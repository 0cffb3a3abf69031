import {
  STUDIO_PREVIEW_LINK_DEFAULT_SECONDS,
  STUDIO_PREVIEW_PARAMETER,
} from "@workcraft/domain/rules";
import type { StudioPreviewLink } from "@workcraft/domain/schemas";
import { eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioPreviewLinks } from "../database/schema";
import { randomSecret, sha256 } from "../security/secrets";
import { studioPageRow, studioPageVersion } from "./studioPages";

/*
 * Preview links: a reviewer without an account sees a draft before it is published. The link
 * holds 32 random bytes, of which the database keeps only the SHA-256, with what it shows: the
 * draft as it was when the link was made (or one version), so later edits do not change what
 * was sent for review. It works until it expires, for anyone holding it, and is never indexed.
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
  const shown =
    number === undefined
      ? await studioPageRow(db, id).then(({ path, draft }) => ({ path, content: draft }))
      : await studioPageVersion(db, id, number);
  const token = randomSecret(32);
  const [link] = await db
    .insert(studioPreviewLinks)
    .values({
      tokenHash: sha256(token),
      pageId: id,
      number: number ?? null,
      path: shown.path,
      content: shown.content,
      expiresAt: sql`now() + make_interval(secs => ${validForSeconds})`,
      createdBy: personId,
    })
    .returning({ expiresAt: studioPreviewLinks.expiresAt });
  return {
    url: studioPreviewPath(shown.path, token),
    expiresAt: link!.expiresAt.toISOString(),
    number: number ?? null,
  };
}

/** What a preview link shows: the page's path and document, or that it has expired. */
export type StudioPreview =
  | { status: "shown"; path: string; content: Record<string, unknown>; expiresAt: Date }
  | { status: "expired"; path: string };

/**
 * What the preview link of `token` shows, or null when no link has this token (a malformed one
 * included: it is not looked up).
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
      expired: sql<boolean>`${studioPreviewLinks.expiresAt} <= now()`,
    })
    .from(studioPreviewLinks)
    .where(eq(studioPreviewLinks.tokenHash, sha256(token)));
  if (!row) return null;
  return row.expired
    ? { status: "expired", path: row.path }
    : { status: "shown", path: row.path, content: row.content, expiresAt: row.expiresAt };
}
