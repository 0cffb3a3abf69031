import { exportLeadsCall, listLeadsCall } from "@workcraft/domain/api";
import type { Hono } from "hono";
import { leadInboxPage, leadsCsvDownload } from "../leads/leadInbox";
import { requireAdminToken } from "../requests/adminAuth";
import { defineEndpoint, mountEndpoint, type Endpoint, type EndpointContext } from "./endpoint";

/*
 * The lead inbox, beyond the spec, for whoever holds `ADMIN_TOKEN`. Without that setting these
 * calls do not exist at all. (The Studio reads the same inbox by session: `studioLeads.ts`.)
 */

/** `admin/leads/list`: one page of leads, newest first, of every form or one. */
export const listLeads = defineEndpoint(listLeadsCall, (request, { database }) =>
  leadInboxPage(database.db, request),
);

/**
 * `admin/leads/export`: every lead, or one form's, as a CSV download with a column for each
 * field of those leads.
 */
export const exportLeads = defineEndpoint(exportLeadsCall, ({ formName }, { database }) =>
  leadsCsvDownload(database.db, formName),
);

/** The inbox's calls; all of them sit under `admin/leads/`, behind the admin token. */
export const LEAD_INBOX_ENDPOINTS: readonly Endpoint[] = [listLeads, exportLeads];

/**
 * Mounts the lead inbox when `ADMIN_TOKEN` is set, the token checked before any body is read.
 * When it is not set nothing is mounted: the API's catch-all answers these paths as it answers
 * any unknown one, for every method and body, so nothing tells the inbox exists.
 */
export function mountLeadInbox(api: Hono, context: Omit<EndpointContext, "http">): void {
  const token = context.settings.adminToken;
  if (token === null) return;
  api.use("/admin/leads/*", requireAdminToken(token));
  for (const endpoint of LEAD_INBOX_ENDPOINTS) mountEndpoint(api, endpoint, context);
}
