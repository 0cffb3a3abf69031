import type { NavigationLink } from "@workcraft/design-system";
import { listingTitle } from "../content/listingTitle";
import { collectionPages, type ListablePage } from "../content/collections";

/** These pages' use cases as links, in list order: the footer's Solutions column ends with them. */
export function linksToUseCases(pages: readonly ListablePage[]): NavigationLink[] {
  return collectionPages(pages, "use-cases").map(({ path, page }) => ({
    label: listingTitle(page),
    href: path,
  }));
}
