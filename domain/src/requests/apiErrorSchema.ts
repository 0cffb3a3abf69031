import { z } from "zod";

/**
 * What a write was refused against when someone else changed the thing first (409
 * `stale_revision`): its current revision, who saved it and when, so an editor's screen can say
 * so without another request.
 */
export const apiErrorCurrentSchema = z.object({
  revision: z.number().int().positive(),
  updatedBy: z.object({
    id: z.string().min(1),
    email: z.string().min(1),
    name: z.string().nullable(),
  }),
  updatedAt: z.iso.datetime(),
});
export type ApiErrorCurrent = z.infer<typeof apiErrorCurrentSchema>;

/**
 * The API's one failure shape, for every call: `{ error: { code, message, fields?, current? } }`
 * with a 4xx or 5xx status. `message` is written for people; `fields` names each field's
 * problems (`data.workspaceName`, or `body` for the body as a whole); `current` comes only with
 * a conflict of revisions.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    current: apiErrorCurrentSchema.optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
