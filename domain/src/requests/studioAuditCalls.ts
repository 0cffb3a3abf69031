import { z } from "zod";
import { defineApiCall } from "./apiCall";

/* Beyond the spec: the Studio's audit log, what its people did, for its admins. */

/** Body of `studio/audit/list`: a page, newest first. */
export const studioAuditListRequestSchema = z.strictObject({
  page: z
    .int({ error: "The page is a whole number, 1 for the newest entries" })
    .min(1, { error: "The page is a whole number, 1 for the newest entries" })
    .default(1),
});
export type StudioAuditListRequest = z.infer<typeof studioAuditListRequestSchema>;

/** One entry of the audit log: who did what, to what, when. */
export const studioAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** When it happened, ISO 8601 in UTC. */
  at: z.iso.datetime(),
  /** Who did it; null for the command line (`npm run studio:add-user`). */
  person: z
    .object({ id: z.string().min(1), email: z.string().min(1), name: z.string().nullable() })
    .nullable(),
  /** What was done: `person.add`, `person.change`, `sign-in`… */
  action: z.string().min(1),
  /** What it was done to: a person's id, a page's path. */
  subject: z.string(),
  /** What changed, as the action records it. */
  detail: z.record(z.string(), z.unknown()),
});
export type StudioAuditEntry = z.infer<typeof studioAuditEntrySchema>;

/** Answer of `studio/audit/list`: one page of the log. */
export const studioAuditPageSchema = z.object({
  items: z.array(studioAuditEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every entry of the log, on all pages. */
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type StudioAuditPage = z.infer<typeof studioAuditPageSchema>;

/** `studio/audit/list`: the Studio's audit log, newest first, a page at a time (admin). */
export const listStudioAuditCall = defineApiCall({
  method: "POST",
  path: "studio/audit/list",
  request: studioAuditListRequestSchema,
  response: studioAuditPageSchema,
});
