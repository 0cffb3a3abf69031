import type { NavigationLink } from "@workcraft/design-system";
import { allSitePages } from "../content/sitePages.server";
import { collectionPages } from "../content/sitePages";

/** The site's use-case pages as links, in list order: the footer's Solutions column ends with them. */
export function listUseCaseLinks(): NavigationLink[] {
  return collectionPages(allSitePages(), "use-cases").map(({ path, page }) => ({
    label: page.listing?.title ?? page.meta.title,
    href: path,
  }));
}
