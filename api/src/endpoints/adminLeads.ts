import { exportLeadsCall, listLeadsCall } from "@workcraft/domain/api";
import { leadInboxPage, leadsCsvDownload } from "../leads/leadInbox";
import { defineEndpoint } from "./endpoint";

/*
 * The lead inbox, beyond the spec, for whoever holds `ADMIN_TOKEN`. Without that setting these
 * calls do not exist at all. (The Studio reads the same inbox by session: `studioLeads.ts`.)
 */

/** `admin/leads/list`: one page of leads, newest first, of every form or one. */
export const listLeads = defineEndpoint(listLeadsCall, "admin-token", (request, { database }) =>
  leadInboxPage(database.db, request),
);

/**
 * `admin/leads/export`: every lead, or one form's, as a CSV download with a column for each
 * field of those leads.
 */
export const exportLeads = defineEndpoint(
  exportLeadsCall,
  "admin-token",
  ({ formName }, { database }) => leadsCsvDownload(database.db, formName),
);
