import { z } from "zod";
import { emailAddressSchema } from "../forms/emailAddressSchema";
import { SITE_LOCALES } from "../locales/siteLocales";
import { roadmapKeySchema } from "./roadmapCalls";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: a visitor who voted for a coming-soon app may ask to be told when it ships.
 * They confirm their address by a single-use link; only confirmed addresses hear of the launch,
 * once, when a Studio publisher announces it. Every such mail can be unsubscribed from, by its
 * link or by the mail client's one-click button (RFC 8058), and an address that unsubscribes is
 * never mailed about a launch again.
 */

const TOKEN_ERROR = "Send the token of the link, as the e-mail gave it";

/** The token of a link a launch notice mail carries: 32 random bytes, base64url. */
export const launchNoticeTokenSchema = z
  .string({ error: TOKEN_ERROR })
  .regex(/^[A-Za-z0-9_-]{43}$/u, { error: TOKEN_ERROR });

const CONSENT_ERROR = "Tick the box to agree that we e-mail you when the app ships";

/**
 * Body of `launch-notices/ask`: the app, the address to tell, the visitor's consent (the box is
 * unticked until they tick it), and the page's locale, which the mails are written in.
 */
export const askLaunchNoticeRequestSchema = z.strictObject({
  key: roadmapKeySchema,
  email: emailAddressSchema,
  consent: z.literal(true, { error: CONSENT_ERROR }),
  locale: z.enum(SITE_LOCALES).optional(),
});
export type AskLaunchNoticeRequest = z.infer<typeof askLaunchNoticeRequestSchema>;

/**
 * Answer of `launch-notices/ask`: the same whether a confirmation mail went out, the address
 * was already confirmed, or the limit held the mail back, so nobody learns who asked.
 */
export const askLaunchNoticeResponseSchema = z.object({
  asked: z.literal(true),
  validForHours: z.number().int().positive(),
});

/** `launch-notices/ask`: e-mails a confirmation link for a launch notice. */
export const askLaunchNoticeCall = defineApiCall({
  method: "POST",
  path: "launch-notices/ask",
  request: askLaunchNoticeRequestSchema,
  response: askLaunchNoticeResponseSchema,
});

/** Body of `launch-notices/confirm` and `launch-notices/unsubscribe`: the link's `?token=`. */
export const launchNoticeTokenRequestSchema = z.strictObject({ token: launchNoticeTokenSchema });
export type LaunchNoticeTokenRequest = z.infer<typeof launchNoticeTokenRequestSchema>;

/** Answer of `launch-notices/confirm`: the app the address will hear about. */
export const confirmLaunchNoticeResponseSchema = z.object({
  key: roadmapKeySchema,
  confirmed: z.literal(true),
});

/**
 * `launch-notices/confirm`: confirms the address once. A wrong link answers 404
 * (`link_unknown`), a used one 409 (`link_used`), an expired one 410 (`link_expired`).
 */
export const confirmLaunchNoticeCall = defineApiCall({
  method: "POST",
  path: "launch-notices/confirm",
  request: launchNoticeTokenRequestSchema,
  response: confirmLaunchNoticeResponseSchema,
});

/** Answer of `launch-notices/unsubscribe`: the address will get no launch mail again. */
export const unsubscribeLaunchNoticesResponseSchema = z.object({ unsubscribed: z.literal(true) });

/**
 * `launch-notices/unsubscribe`: puts the link's address on the suppression list, for good, with
 * no sign-in. A forged token changes nothing and answers 404 (`link_unknown`). The mail client's
 * one-click button posts to the same path with the token in the query and the form body
 * `List-Unsubscribe=One-Click` (RFC 8058), which the API takes too.
 */
export const unsubscribeLaunchNoticesCall = defineApiCall({
  method: "POST",
  path: "launch-notices/unsubscribe",
  request: launchNoticeTokenRequestSchema,
  response: unsubscribeLaunchNoticesResponseSchema,
});

/** One app of the Studio's roadmap screen. */
export const studioRoadmapAppSchema = z.object({
  key: roadmapKeySchema,
  name: z.string().min(1),
  /** The app's page on the site, for a coming-soon app of the store; absent for a roadmap app. */
  path: z.string().startsWith("/").optional(),
  votes: z.number().int().nonnegative(),
  /** Addresses that confirmed and have not unsubscribed. */
  confirmedSubscribers: z.number().int().nonnegative(),
  /** Exactly how many people "Announce launch" would mail now (0 once launched). */
  recipients: z.number().int().nonnegative(),
  /** When its launch was announced; absent while it is coming soon. */
  launchedAt: z.iso.datetime().optional(),
  /** The launch mails written for it, and how many of them have gone out. */
  mailsWritten: z.number().int().nonnegative(),
  mailsSent: z.number().int().nonnegative(),
});
export type StudioRoadmapApp = z.infer<typeof studioRoadmapAppSchema>;

/** Body of `studio/roadmap/list`: empty. */
export const studioRoadmapListRequestSchema = z.strictObject({});

/** Answer of `studio/roadmap/list`: every app visitors vote for, and the mail's pace. */
export const studioRoadmapListResponseSchema = z.object({
  apps: z.array(studioRoadmapAppSchema),
  mailsPerMinute: z.number().int().positive(),
});

/** `studio/roadmap/list`: the roadmap's apps with votes, subscribers and launches (publishers). */
export const listStudioRoadmapCall = defineApiCall({
  method: "POST",
  path: "studio/roadmap/list",
  request: studioRoadmapListRequestSchema,
  response: studioRoadmapListResponseSchema,
});

/** Body of `studio/roadmap/announce`: the app that has shipped. */
export const announceLaunchRequestSchema = z.strictObject({ key: roadmapKeySchema });
export type AnnounceLaunchRequest = z.infer<typeof announceLaunchRequestSchema>;

/**
 * Answer of `studio/roadmap/announce`: when the launch was announced and how many mails this
 * call wrote to the outbox; pressed again, or by a second server copy at once, it writes none
 * (`alreadyLaunched`).
 */
export const announceLaunchResponseSchema = z.object({
  key: roadmapKeySchema,
  launchedAt: z.iso.datetime(),
  mailsWritten: z.number().int().nonnegative(),
  alreadyLaunched: z.boolean(),
});

/** `studio/roadmap/announce`: marks the app launched and mails its confirmed subscribers once. */
export const announceLaunchCall = defineApiCall({
  method: "POST",
  path: "studio/roadmap/announce",
  request: announceLaunchRequestSchema,
  response: announceLaunchResponseSchema,
});
