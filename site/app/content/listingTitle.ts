import type { PageContent } from "./pageSchema";

/** A page's title in lists, links and feeds: its listing's title, else its meta title. */
export function listingTitle(page: Pick<PageContent, "listing" | "meta">): string {
  return page.listing?.title ?? page.meta.title;
}
