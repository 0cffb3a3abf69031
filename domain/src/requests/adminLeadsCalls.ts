import { z } from "zod";
import { LEAD_FORM_NAMES } from "../forms/leadForms";
import { defineApiCall } from "./apiCall";

/*
 * The lead inbox, beyond the spec: the leads `form-capture/send` stored, for whoever holds
 * the admin token.
 */

/** One of the site's lead forms, to narrow the lead inbox to it. */
const leadFormNameSchema = z.enum(LEAD_FORM_NAMES, {
  error: `Choose one of the site's forms: ${LEAD_FORM_NAMES.join(", ")}`,
});

/** Body of `admin/leads/list`: a page, newest first. */
export const adminLeadListRequestSchema = z
  .object({
    page: z
      .int({ error: "The page is a whole number, 1 for the newest leads" })
      .min(1, { error: "The page is a whole number, 1 for the newest leads" })
      .default(1),
    formName: leadFormNameSchema.optional(),
  })
  .strict();
export type AdminLeadListRequest = z.infer<typeof adminLeadListRequestSchema>;

/** A lead as the inbox shows it. */
export const inboxLeadSchema = z.object({
  id: z.number().int().positive(),
  /** When it was stored, ISO 8601 in UTC. */
  createdAt: z.iso.datetime(),
  formName: z.string().min(1),
  page: z.string().nullable(),
  userAgent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /**
   * The running experiments that counted the lead's visitor when they sent it: each one's id and
   * page, the visitor's arm (0 the control, 1 variant B, …) and the blocks they had seen.
   */
  experiments: z
    .array(
      z.object({
        experimentId: z.string(),
        path: z.string(),
        arm: z.number().int().nonnegative(),
        blocksSeen: z.array(z.number().int().nonnegative()),
      }),
    )
    .nullable()
    .optional(),
});
export type InboxLead = z.infer<typeof inboxLeadSchema>;

/** Answer of `admin/leads/list`: one page of leads. */
export const leadInboxPageSchema = z.object({
  items: z.array(inboxLeadSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every lead the filter matches, on all pages. */
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type LeadInboxPage = z.infer<typeof leadInboxPageSchema>;

/** `admin/leads/list`: one page of leads, newest first, of every form or one. */
export const listLeadsCall = defineApiCall({
  method: "POST",
  path: "admin/leads/list",
  request: adminLeadListRequestSchema,
  response: leadInboxPageSchema,
});

/** Body of `admin/leads/export`: every lead, or one form's. */
export const adminLeadExportRequestSchema = z
  .object({ formName: leadFormNameSchema.optional() })
  .strict();
export type AdminLeadExportRequest = z.infer<typeof adminLeadExportRequestSchema>;

/** `admin/leads/export`: the leads as a CSV download, a column for each field. */
export const exportLeadsCall = defineApiCall({
  method: "POST",
  path: "admin/leads/export",
  request: adminLeadExportRequestSchema,
  response: { file: "text/csv" },
});
