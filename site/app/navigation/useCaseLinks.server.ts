import type { NavigationLink } from "@workcraft/design-system";
import type { ListablePage } from "../content/collections";
import { allSitePages } from "../content/sitePages.server";
import { footerUseCaseLinks } from "./useCaseLinks";

/**
 * The use cases the footer's Solutions ends with, of the site's use-case pages and the Studio's
 * published ones (`studioListed`): the first few in list order, then a link to them all.
 */
export function listUseCaseLinks(studioListed: readonly ListablePage[] = []): NavigationLink[] {
  return footerUseCaseLinks([...allSitePages(), ...studioListed]);
}
