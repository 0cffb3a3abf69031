import { z } from "zod";
import { FORM_DATA_OBJECT_REQUIRED } from "../forms/formCapture";

/**
 * Bodies of the website API's calls (spec, section 7). Orders and one-time-code payloads are
 * not shown in the spec; their calls are validated as `{ data: object }` here and their
 * fields by the checkout schemas when those are written.
 */

/** Body of `app-store/list-apps-from-store`: empty. */
export const listAppsFromStoreRequestSchema = z.object({}).strict();

/** Body of `app-store/get-app-by-slug`. */
export const getAppBySlugRequestSchema = z.object({
  slug: z
    .string()
    .min(1)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, "A slug is lower-case words joined by hyphens"),
});
export type GetAppBySlugRequest = z.infer<typeof getAppBySlugRequestSchema>;

/** Body of `checkout/project`, `project-checkout/verify` and `project-checkout/execute`. */
export const dataEnvelopeRequestSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: FORM_DATA_OBJECT_REQUIRED }),
});
export type DataEnvelopeRequest = z.infer<typeof dataEnvelopeRequestSchema>;
