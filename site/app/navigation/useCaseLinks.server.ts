import type { NavigationLink } from "@workcraft/design-system";
import type { ListablePage } from "../content/collections";
import { allSitePages } from "../content/sitePages.server";
import { linksToUseCases } from "./useCaseLinks";

/**
 * The site's use-case pages and the Studio's published ones (`studioListed`) as links, in list
 * order: the footer's Solutions column ends with them.
 */
export function listUseCaseLinks(studioListed: readonly ListablePage[] = []): NavigationLink[] {
  return linksToUseCases([...allSitePages(), ...studioListed]);
}
