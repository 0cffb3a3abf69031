import type { NavigationLink } from "@workcraft/design-system";
import { listingTitle } from "../content/listingTitle";
import { allSitePages } from "../content/sitePages.server";
import { collectionPages } from "../content/sitePages";

/** The site's use-case pages as links, in list order: the footer's Solutions column ends with them. */
export function listUseCaseLinks(): NavigationLink[] {
  return collectionPages(allSitePages(), "use-cases").map(({ path, page }) => ({
    label: listingTitle(page),
    href: path,
  }));
}
