import type { NavigationLink } from "@workcraft/design-system";
import { listingTitle } from "../content/listingTitle";
import { collectionPages, type SitePage } from "../content/sitePages";

/** These pages' use cases as links, in list order: the footer's Solutions column ends with them. */
export function linksToUseCases(pages: readonly SitePage[]): NavigationLink[] {
  return collectionPages(pages, "use-cases").map(({ path, page }) => ({
    label: listingTitle(page),
    href: path,
  }));
}
