import { studioSitePageCall, studioSitePagesCall } from "@workcraft/domain/api";
import { studioSitePage, studioSitePages } from "../studio/studioSitePages";
import { defineEndpoint } from "./endpoint";

/** `studio/site/pages`: the site's pages by path and its lists, for links, copies and previews. */
export const studioSitePagesEndpoint = defineEndpoint(
  studioSitePagesCall,
  "signed-in",
  (_body, { database, studioPageRules }) => studioSitePages(database.db, studioPageRules),
);

/** `studio/site/page`: a page of the site as content JSON, to start a copy; 404 for none. */
export const studioSitePageEndpoint = defineEndpoint(
  studioSitePageCall,
  "signed-in",
  ({ path }, { database, studioPageRules }) => studioSitePage(database.db, studioPageRules, path),
);
