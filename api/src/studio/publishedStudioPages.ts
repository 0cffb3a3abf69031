import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioPageVersions, studioPages, studioRedirects } from "../database/schema";

/*
 * What the site's server reads of the Studio's pages: the version each published page shows, the
 * list of them (for the sitemap and listings), and the redirects of moved pages.
 */

/** A Studio page as the site shows it: its published version's content. */
export interface PublishedStudioPage {
  id: string;
  path: string;
  /** The id of the version row shown, for caching by published version. */
  version: number;
  /** The page's document, as a content file writes it. */
  content: Record<string, unknown>;
  publishedAt: Date;
}

/** The published Studio page at `path`, or null when none is published there. */
export async function findPublishedStudioPage(
  db: AppDatabase,
  path: string,
): Promise<PublishedStudioPage | null> {
  const [row] = await db
    .select({
      id: studioPages.id,
      path: studioPages.path,
      version: studioPageVersions.id,
      content: studioPageVersions.content,
      publishedAt: studioPages.publishedAt,
    })
    .from(studioPages)
    .innerJoin(studioPageVersions, eq(studioPageVersions.id, studioPages.publishedVersionId))
    .where(eq(studioPages.path, path));
  if (!row || row.publishedAt === null) return null;
  return { ...row, publishedAt: row.publishedAt };
}

/** A published Studio page as the sitemap and the listings need it. */
export interface PublishedStudioPageEntry {
  path: string;
  /** The id of the version row shown, as `PublishedStudioPage.version`. */
  version: number;
  /** Its `meta`: publishing checked it with the site's rules. */
  meta: unknown;
  publishedAt: Date;
  /** Its `listing`, if its document has one. */
  listing: unknown;
}

/** Every published Studio page, by path. */
export async function listPublishedStudioPages(
  db: AppDatabase,
): Promise<PublishedStudioPageEntry[]> {
  const rows = await db
    .select({
      path: studioPages.path,
      version: studioPageVersions.id,
      meta: sql<unknown>`${studioPageVersions.content} -> 'meta'`,
      publishedAt: studioPages.publishedAt,
      listing: sql<unknown>`${studioPageVersions.content} -> 'listing'`,
    })
    .from(studioPages)
    .innerJoin(studioPageVersions, eq(studioPageVersions.id, studioPages.publishedVersionId))
    .orderBy(asc(studioPages.path));
  return rows.flatMap(({ publishedAt, listing, ...row }) =>
    publishedAt === null ? [] : [{ ...row, publishedAt, listing: listing ?? null }],
  );
}

/**
 * Where a moved Studio page's old `path` leads now, or null when it leads nowhere: a redirect is
 * answered only while the page it leads to is published, never to a 404.
 */
export async function studioRedirectFrom(db: AppDatabase, path: string): Promise<string | null> {
  const [row] = await db
    .select({ toPath: studioRedirects.toPath })
    .from(studioRedirects)
    .innerJoin(studioPages, eq(studioPages.path, studioRedirects.toPath))
    .where(and(eq(studioRedirects.fromPath, path), isNotNull(studioPages.publishedVersionId)));
  return row?.toPath ?? null;
}
