import { exportStudioLeadsCall, listStudioLeadsCall } from "@workcraft/domain/api";
import { leadInboxPage, leadsCsvDownload } from "../leads/leadInbox";
import { defineEndpoint } from "./endpoint";

/*
 * The lead inbox in the Studio, for its people whose role may read the leads (behind
 * `requireStudioPerson("read-leads")`): the same inbox as the admin token's `admin/leads/`
 * calls, by session.
 */

/** `studio/leads/list`: one page of leads, newest first, of every form or one. */
export const listStudioLeadsEndpoint = defineEndpoint(
  listStudioLeadsCall,
  "read-leads",
  (request, { database }) => leadInboxPage(database.db, request),
);

/** `GET studio/leads/export?formName=…`: every lead, or one form's, as a CSV download. */
export const exportStudioLeadsEndpoint = defineEndpoint(
  exportStudioLeadsCall,
  "read-leads",
  ({ formName }, { database }) => leadsCsvDownload(database.db, formName),
);
