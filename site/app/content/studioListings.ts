import { pageMetaSchema } from "@workcraft/domain/schemas";
import { collectionOf, type ListablePage } from "./collections";
import { pageListingSchema } from "./pageListingSchema";

/**
 * A page the Studio published as lists and the sitemap read it: its address, when it was
 * published, and its published version's `meta` and `listing` as stored (checked here).
 */
export interface ListedStudioPage {
  path: string;
  /** The id of the version it shows (what the server keeps its render by). */
  version: number;
  publishedAt: Date;
  meta: unknown;
  listing: unknown;
}

/**
 * The Studio's published pages as lists read them. One whose meta or listing no longer passes
 * the site's schema (a later change of the rules) is left out of the lists, and said so.
 */
export function listableStudioPages(listed: readonly ListedStudioPage[]): ListablePage[] {
  return listed.flatMap(({ path, meta, listing }) => {
    const parsedMeta = pageMetaSchema.safeParse(meta);
    const parsedListing = pageListingSchema.optional().safeParse(listing ?? undefined);
    if (!parsedMeta.success || !parsedListing.success) {
      console.error(
        `[studio] the page published at ${path} is left out of lists: its meta or listing no longer passes the page schema`,
      );
      return [];
    }
    return [{ path, page: { meta: parsedMeta.data, listing: parsedListing.data } }];
  });
}

/**
 * What the site's lists show of the Studio's pages, as one string: empty when no published page
 * belongs to a collection, and otherwise different whenever a list would show something else.
 * Pages rendered with the lists are cached under it.
 */
export function studioListingsKey(pages: readonly ListablePage[]): string {
  const listed = pages
    .filter(({ path }) => collectionOf(path) !== undefined)
    .map(({ path, page }) => [path, page.meta.title, page.meta.description, page.listing ?? null])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return listed.length === 0 ? "" : JSON.stringify(listed);
}
