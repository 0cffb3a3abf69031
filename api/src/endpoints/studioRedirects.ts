import { deleteStudioRedirectCall, listStudioRedirectsCall } from "@workcraft/domain/api";
import { signedInStudioPerson } from "../studio/requireStudioPerson";
import { deleteStudioRedirect, listStudioRedirects } from "../studio/studioRedirects";
import { defineEndpoint } from "./endpoint";

/** `studio/redirects/list`: every redirect moved pages left, and whether the site answers it. */
// Redirects decide what the site answers at old addresses: a publisher's, as moving is.
export const listStudioRedirectsEndpoint = defineEndpoint(
  listStudioRedirectsCall,
  "publish",
  async (_body, { database, studioPageRules }) => ({
    redirects: await listStudioRedirects(database.db, studioPageRules),
  }),
);

/** `studio/redirects/delete`: deletes the redirect from a path; 404 when there is none. */
export const deleteStudioRedirectEndpoint = defineEndpoint(
  deleteStudioRedirectCall,
  "publish",
  ({ from }, { database, http }) =>
    deleteStudioRedirect(database.db, from, signedInStudioPerson(http).id),
);
