import { z } from "zod";

/**
 * The API's one failure shape, for every call: `{ error: { code, message, fields? } }` with a
 * 4xx or 5xx status. `message` is written for people; `fields` names each field's problems
 * (`data.workspaceName`, or `body` for the body as a whole).
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
