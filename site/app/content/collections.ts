import type { ContentCollection } from "../blocks/contentCollections";
import type { PageContent } from "./pageSchema";

/**
 * What lists read of a page: its address, meta and listing. The Studio's published pages are
 * listed from these alone, without reading their blocks.
 */
export interface ListablePage {
  path: string;
  page: Pick<PageContent, "meta" | "listing">;
}

/** The folder of each collection; a page directly inside it (not its index) belongs to it. */
const collectionPatterns: Record<ContentCollection, RegExp> = {
  blog: /^\/blog\/[^/]+$/u,
  news: /^\/news\/[^/]+$/u,
  jobs: /^\/careers\/jobs\/[^/]+$/u,
  "use-cases": /^\/use-case\/[^/]+$/u,
  terms: /^\/terms\/[^/]+\/\d+$/u,
  documentation: /^\/documentation\/[^/]+$/u,
};

/** The collection a path belongs to, if any. */
export function collectionOf(path: string): ContentCollection | undefined {
  return (Object.keys(collectionPatterns) as ContentCollection[]).find((collection) =>
    collectionPatterns[collection].test(path),
  );
}

/** Paths compared as people read them (`/terms/x/2` before `/terms/x/10`), made once. */
const byPath = new Intl.Collator("en", { numeric: true });

/** A collection's pages in list order: by `listing.order`, else newest first, else by title. */
export function collectionPages<Page extends ListablePage>(
  pages: readonly Page[],
  collection: ContentCollection,
): Page[] {
  return pages
    .filter((page) => collectionOf(page.path) === collection)
    .sort((a, b) => {
      const orderA = a.page.listing?.order;
      const orderB = b.page.listing?.order;
      if (orderA !== undefined || orderB !== undefined) {
        return (orderA ?? Number.MAX_SAFE_INTEGER) - (orderB ?? Number.MAX_SAFE_INTEGER);
      }
      const dateA = a.page.listing?.date ?? "";
      const dateB = b.page.listing?.date ?? "";
      if (dateA !== dateB) return dateB.localeCompare(dateA);
      return byPath.compare(a.path, b.path);
    });
}
