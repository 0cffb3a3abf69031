import { z } from "zod";
import { pricedOrderSchema } from "../checkout/pricedOrderSchema";
import { projectOrderSchema } from "../checkout/projectOrderSchema";
import { ID_LENGTH } from "../constants/businessConstants";
import { SITE_LOCALES } from "../locales/siteLocales";
import { defineApiCall } from "./apiCall";

/*
 * The checkout's calls (spec, section 7). The spec does not show the order's fields: ours are
 * `projectOrderSchema`'s. Prices are the server's alone: every answer is priced by the domain.
 */

/**
 * Body of `checkout/project` and `project-checkout/verify`: the order, as the visitor made it,
 * and the locale of the page it was made on, which the problems are said in (English when left
 * out).
 */
export const projectOrderRequestSchema = z.object({
  data: projectOrderSchema,
  locale: z.enum(SITE_LOCALES).optional(),
});
export type ProjectOrderRequest = z.infer<typeof projectOrderRequestSchema>;

/** Answer of `project-checkout/verify`: the order can be sold, at these prices. */
export const verifiedOrderResponseSchema = pricedOrderSchema.extend({ valid: z.literal(true) });

/** `project-checkout/verify`: checks an order and prices it; 422 names each problem. */
export const verifyCheckoutCall = defineApiCall({
  method: "POST",
  path: "project-checkout/verify",
  request: projectOrderRequestSchema,
  response: verifiedOrderResponseSchema,
});

const CHECKOUT_ID_ERROR = "Send the checkout's id, as checkout/project gave it";

/** A checkout's id, as `checkout/project` gave it. */
export const checkoutIdSchema = z
  .string({ error: CHECKOUT_ID_ERROR })
  .regex(new RegExp(`^[0-9A-Za-z]{${ID_LENGTH}}$`, "u"), { error: CHECKOUT_ID_ERROR });

/** Answer of `checkout/project`: the draft's id and its priced order. */
export const startedCheckoutResponseSchema = pricedOrderSchema.extend({
  checkoutId: checkoutIdSchema,
});

/** `checkout/project`: starts the checkout of a valid order as a draft; next is `otp/send`. */
export const startCheckoutCall = defineApiCall({
  method: "POST",
  path: "checkout/project",
  request: projectOrderRequestSchema,
  response: startedCheckoutResponseSchema,
});

/** Body of `project-checkout/execute`: which checkout to turn into a workspace. */
export const executeCheckoutRequestSchema = z.object({
  data: z.object({ checkoutId: checkoutIdSchema }, { error: "Send the checkout as an object" }),
});
export type ExecuteCheckoutRequest = z.infer<typeof executeCheckoutRequestSchema>;

/** Answer of `project-checkout/execute`: the workspace, and the order it was created with. */
export const createdWorkspaceResponseSchema = z.object({
  workspace: z.object({ id: z.string().min(1), name: z.string().min(1) }),
  order: pricedOrderSchema.extend({ id: z.string().min(1) }),
});
export type CreatedWorkspace = z.infer<typeof createdWorkspaceResponseSchema>;

/**
 * `project-checkout/execute`: creates the workspace of a confirmed checkout (`X-Auth-Token`),
 * once per `Idempotency-Key`.
 */
export const executeCheckoutCall = defineApiCall({
  method: "POST",
  path: "project-checkout/execute",
  request: executeCheckoutRequestSchema,
  response: createdWorkspaceResponseSchema,
});
