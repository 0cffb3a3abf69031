import type { NavigationLink } from "@workcraft/design-system";
import type { ListablePage } from "../content/collections";
import { allSitePages } from "../content/sitePages.server";
import { footerUseCaseLinks } from "./useCaseLinks";

/**
 * The use cases the footer's Solutions ends with, of the site's use-case pages and the Studio's
 * published ones (`studioListed`): the first few in list order, then a link to them all.
 */
export function listUseCaseLinks(studioListed: readonly ListablePage[] = []): NavigationLink[] {
  if (studioListed.length > 0) return footerUseCaseLinks([...allSitePages(), ...studioListed]);
  // The site's own pages do not change while a server runs or a build prerenders: every page
  // asks, so they are sorted once, not once a page (a thousand use cases made that the build's
  // slowest step).
  fileUseCaseLinks ??= footerUseCaseLinks(allSitePages());
  return fileUseCaseLinks;
}

let fileUseCaseLinks: NavigationLink[] | undefined;
