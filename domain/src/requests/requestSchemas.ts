import { z } from "zod";
import { ONE_TIME_CODE_LENGTH } from "../constants/businessConstants";
import { FORM_DATA_OBJECT_REQUIRED } from "../forms/formCapture";

/**
 * Bodies of the website API's calls (spec, section 7). The spec does not show the order's
 * fields: checkout calls are validated as `{ data: object }` here and the order's fields by the
 * checkout schemas. It passes the one-time-code payloads through unshown; ours carry the e-mail
 * address the code went to and, to check it, the code.
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

/** An e-mail address, trimmed and lower-cased so one address is one registration. */
const emailSchema = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address, like name@company.com" }));

/** Body of `otp/send`: where to (re)send the registration code. */
export const otpSendRequestSchema = z.object({ email: emailSchema });
export type OtpSendRequest = z.infer<typeof otpSendRequestSchema>;

/** Body of `otp/check`: the address and the code the visitor typed. */
export const otpCheckRequestSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: `Enter the ${ONE_TIME_CODE_LENGTH}-digit code from the e-mail` })
    .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`, "u"), {
      error: `The code is ${ONE_TIME_CODE_LENGTH} digits`,
    }),
});
export type OtpCheckRequest = z.infer<typeof otpCheckRequestSchema>;
