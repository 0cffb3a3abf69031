import { z } from "zod";
import { projectOrderSchema } from "../checkout/projectOrderSchema";
import { ID_LENGTH, ONE_TIME_CODE_LENGTH } from "../constants/businessConstants";
import { emailAddressSchema } from "../forms/emailAddressSchema";
import { LEAD_FORM_NAMES } from "../forms/leadForms";
import { INITIAL_ROADMAP_VOTE_COUNTS } from "../votes/roadmapVote";
import { isVisitorId } from "../votes/visitorId";

/**
 * Bodies of the website API's calls (spec, section 7). The spec does not show the order's
 * fields: ours are `projectOrderSchema`'s. It passes the one-time-code payloads through unshown;
 * ours carry the checkout, the e-mail address the code goes to and, to check it, the code.
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

/** Body of `checkout/project` and `project-checkout/verify`: the order, as the visitor made it. */
export const projectOrderRequestSchema = z.object({ data: projectOrderSchema });
export type ProjectOrderRequest = z.infer<typeof projectOrderRequestSchema>;

/** A checkout's id, as `checkout/project` gave it. */
const checkoutIdSchema = z
  .string({ error: "Send the checkout's id, as checkout/project gave it" })
  .regex(new RegExp(`^[0-9A-Za-z]{${ID_LENGTH}}$`, "u"), {
    error: "Send the checkout's id, as checkout/project gave it",
  });

/** Body of `project-checkout/execute`: which checkout to turn into a workspace. */
export const executeCheckoutRequestSchema = z.object({
  data: z.object({ checkoutId: checkoutIdSchema }, { error: "Send the checkout as an object" }),
});
export type ExecuteCheckoutRequest = z.infer<typeof executeCheckoutRequestSchema>;

/** Body of `otp/send`: (re)send the registration code of a checkout to its address. */
export const otpSendRequestSchema = z.object({
  email: emailAddressSchema,
  checkoutId: checkoutIdSchema,
});
export type OtpSendRequest = z.infer<typeof otpSendRequestSchema>;

/** Body of `otp/check`: the address, the checkout and the code the visitor typed. */
export const otpCheckRequestSchema = z.object({
  email: emailAddressSchema,
  checkoutId: checkoutIdSchema,
  code: z
    .string({ error: `Enter the ${ONE_TIME_CODE_LENGTH}-digit code from the e-mail` })
    .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`, "u"), {
      error: `The code is ${ONE_TIME_CODE_LENGTH} digits`,
    }),
});
export type OtpCheckRequest = z.infer<typeof otpCheckRequestSchema>;

/** Body of `roadmap/list`: empty (the visitor is named by the `X-Visitor-Id` header). */
export const roadmapListRequestSchema = z.object({}).strict();

/** Body of `roadmap/vote`: the roadmap app to vote for. */
export const roadmapVoteRequestSchema = z.object({
  key: z.enum(
    Object.keys(INITIAL_ROADMAP_VOTE_COUNTS) as [keyof typeof INITIAL_ROADMAP_VOTE_COUNTS],
    {
      error: "Choose an app of the roadmap",
    },
  ),
});
export type RoadmapVoteRequest = z.infer<typeof roadmapVoteRequestSchema>;

const VISITOR_ID_ERROR = "Send the visitor's id, as the site made it, in X-Visitor-Id";

/**
 * The `X-Visitor-Id` a browser keeps for roadmap votes: a random 10-character id, or the UUID
 * an earlier visit stored ({@link isVisitorId}).
 */
export const visitorIdSchema = z
  .string({ error: VISITOR_ID_ERROR })
  .refine(isVisitorId, { error: VISITOR_ID_ERROR });

/** One of the site's lead forms, to narrow the lead inbox to it. */
const leadFormNameSchema = z.enum(LEAD_FORM_NAMES, {
  error: `Choose one of the site's forms: ${LEAD_FORM_NAMES.join(", ")}`,
});

/** Body of `admin/leads/list` (the lead inbox, beyond the spec): a page, newest first. */
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

/** Body of `admin/leads/export` (the lead inbox as a CSV file): every lead, or one form's. */
export const adminLeadExportRequestSchema = z
  .object({ formName: leadFormNameSchema.optional() })
  .strict();
export type AdminLeadExportRequest = z.infer<typeof adminLeadExportRequestSchema>;
