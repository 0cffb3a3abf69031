import {
  adminLeadExportRequestSchema,
  adminLeadListRequestSchema,
  leadInboxPageSchema,
} from "./adminLeadsCalls";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: the lead inbox in the Studio, for its people whose role may read the leads,
 * by their session rather than the admin token. The same requests and answers as the inbox's.
 */

/** `studio/leads/list`: one page of leads, newest first, of every form or one. */
export const listStudioLeadsCall = defineApiCall({
  method: "POST",
  path: "studio/leads/list",
  request: adminLeadListRequestSchema,
  response: leadInboxPageSchema,
});

/**
 * `GET studio/leads/export?formName=…`: the leads as a CSV download. A `GET` with its request
 * in the address, so the Studio's "Download CSV" is a plain link the browser saves.
 */
export const exportStudioLeadsCall = defineApiCall({
  method: "GET",
  path: "studio/leads/export",
  request: adminLeadExportRequestSchema,
  response: { file: "text/csv" },
});
