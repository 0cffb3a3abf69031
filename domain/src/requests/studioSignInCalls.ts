import { z } from "zod";
import { emailAddressSchema } from "../forms/emailAddressSchema";
import { signedInStudioPersonSchema } from "../studio/studioPersonSchema";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: signing in to the Studio by a link e-mailed to a Studio person's address,
 * the session its cookie keeps, and signing out.
 */

/** Body of `studio/sign-in/send`: the address to e-mail a sign-in link to. */
export const studioSignInSendRequestSchema = z.strictObject({ email: emailAddressSchema });
export type StudioSignInSendRequest = z.infer<typeof studioSignInSendRequestSchema>;

/** Answer of `studio/sign-in/send`: the same whether or not a link went out. */
export const studioSignInSendResponseSchema = z.object({
  message: z.string().min(1),
  validForMinutes: z.number().int().positive(),
});

/** `studio/sign-in/send`: e-mails a one-time sign-in link to a Studio person's address. */
export const sendStudioSignInLinkCall = defineApiCall({
  method: "POST",
  path: "studio/sign-in/send",
  request: studioSignInSendRequestSchema,
  response: studioSignInSendResponseSchema,
});

const TOKEN_ERROR = "Send the token of the sign-in link, as the e-mail gave it";

/** Body of `studio/sign-in/open`: the token of the link, from its `?token=`. */
export const studioSignInOpenRequestSchema = z.strictObject({
  token: z.string({ error: TOKEN_ERROR }).regex(/^[A-Za-z0-9_-]{43}$/u, { error: TOKEN_ERROR }),
});
export type StudioSignInOpenRequest = z.infer<typeof studioSignInOpenRequestSchema>;

/** `studio/sign-in/open`: opens a sign-in link once; sets the session cookie, answers the person. */
export const openStudioSignInLinkCall = defineApiCall({
  method: "POST",
  path: "studio/sign-in/open",
  request: studioSignInOpenRequestSchema,
  response: signedInStudioPersonSchema,
});

/** Body of `studio/session` and `studio/sign-out`: empty. */
export const studioSessionRequestSchema = z.strictObject({});

/** `studio/session`: who is signed in to the Studio (401 when nobody is). */
export const studioSessionCall = defineApiCall({
  method: "POST",
  path: "studio/session",
  request: studioSessionRequestSchema,
  response: signedInStudioPersonSchema,
});

/** Answer of `studio/sign-out`: the session has ended, if there was one. */
export const studioSignOutResponseSchema = z.object({ signedOut: z.literal(true) });

/** `studio/sign-out`: ends the session and clears its cookie. */
export const studioSignOutCall = defineApiCall({
  method: "POST",
  path: "studio/sign-out",
  request: studioSessionRequestSchema,
  response: studioSignOutResponseSchema,
});
