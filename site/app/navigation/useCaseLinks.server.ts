import type { NavigationLink } from "@workcraft/design-system";
import { allSitePages } from "../content/sitePages.server";
import { linksToUseCases } from "./useCaseLinks";

/** The site's use-case pages as links, in list order: the footer's Solutions column ends with them. */
export function listUseCaseLinks(): NavigationLink[] {
  return linksToUseCases(allSitePages());
}
