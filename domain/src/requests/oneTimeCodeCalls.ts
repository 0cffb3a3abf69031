import { z } from "zod";
import { ONE_TIME_CODE_LENGTH } from "../constants/businessConstants";
import { emailAddressSchema } from "../forms/emailAddressSchema";
import { SITE_LOCALES } from "../locales/siteLocales";
import { defineApiCall } from "./apiCall";
import { checkoutIdSchema } from "./projectCheckoutCalls";

/*
 * The spec passes the one-time-code payloads through unshown; ours carry the checkout, the
 * e-mail address the code goes to and, to check it, the code.
 */

/**
 * Body of `otp/send`: (re)send the registration code of a checkout to its address, in the
 * visitor's locale (the page's; English when left out).
 */
export const otpSendRequestSchema = z.object({
  email: emailAddressSchema,
  checkoutId: checkoutIdSchema,
  locale: z.enum(SITE_LOCALES).optional(),
});
export type OtpSendRequest = z.infer<typeof otpSendRequestSchema>;

/** Answer of `otp/send`: the same whether or not a code went out, so it tells nobody that. */
export const otpSendResponseSchema = z.object({
  message: z.string().min(1),
  validForMinutes: z.number().int().positive(),
});

/** `otp/send`: e-mails a one-time code for the checkout's address. */
export const sendOneTimeCodeCall = defineApiCall({
  method: "POST",
  path: "otp/send",
  request: otpSendRequestSchema,
  response: otpSendResponseSchema,
});

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

/** Answer of `otp/check`: the access token `project-checkout/execute` needs, and its end. */
export const otpCheckResponseSchema = z.object({
  accessToken: z.string().min(1),
  /** ISO 8601, UTC. */
  expiresAt: z.iso.datetime(),
});

/** `otp/check`: checks the code; when right, answers the access token. */
export const checkOneTimeCodeCall = defineApiCall({
  method: "POST",
  path: "otp/check",
  request: otpCheckRequestSchema,
  response: otpCheckResponseSchema,
});
