import { z } from "zod";
import { ID_LENGTH } from "../constants/businessConstants";
import {
  STUDIO_PREVIEW_LINK_MAX_SECONDS,
  STUDIO_PREVIEW_LINK_MIN_SECONDS,
  STUDIO_SCHEDULE_ACTIONS,
  STUDIO_VERSION_KINDS,
  STUDIO_VERSION_MESSAGE_MAX,
  studioPagePathProblem,
} from "../studio/studioPages";
import { defineApiCall } from "./apiCall";

/*
 * Beyond the spec: the Studio's pages. A page's draft is saved as often as its editors like,
 * valid or not; publishing checks it with the site's rules and keeps it as a numbered version
 * that never changes. Every call takes a Studio session; which role each needs is the API's.
 */

const PAGE_ID_ERROR = "Send the page's id, as studio/pages/list gave it";

/** A Studio page's id, as `studio/pages/list` gives it. */
export const studioPageIdSchema = z
  .string({ error: PAGE_ID_ERROR })
  .regex(new RegExp(`^[0-9A-Za-z]{${ID_LENGTH}}$`, "u"), { error: PAGE_ID_ERROR });

/** A Studio page's path on the site, by the domain's path rule: `/use-case/fleet-crm`. */
export const studioPagePathSchema = z
  .string({ error: "Send the page's path, like /use-case/fleet-crm" })
  .superRefine((path, context) => {
    const problem = studioPagePathProblem(path);
    if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
  });

/**
 * A page's document as a content file writes it (`{ meta, layout?, listing?, blocks }`): any
 * JSON object here, since a draft may be saved unfinished; publishing checks it with the site's
 * rules.
 */
export const studioPageDocumentSchema = z.record(z.string(), z.unknown(), {
  error: "Send the page as a JSON object: { meta, blocks }",
});
export type StudioPageDocument = z.infer<typeof studioPageDocumentSchema>;

const REVISION_ERROR = "Send the revision of the draft you loaded, a whole number from 1";

/** The revision of a draft an editor loaded: 1 when created, one more at each save. */
export const studioPageRevisionSchema = z
  .int({ error: REVISION_ERROR })
  .min(1, { error: REVISION_ERROR });

const VERSION_NUMBER_ERROR = "Send the version's number, as studio/pages/versions gave it";

/** A version's number: 1, 2, … for each page. */
export const studioVersionNumberSchema = z
  .int({ error: VERSION_NUMBER_ERROR })
  .min(1, { error: VERSION_NUMBER_ERROR });

/** What a version says of itself: why it was made. Trimmed; at most 200 characters. */
const versionMessageSchema = z
  .string({ error: "A message is text" })
  .trim()
  .min(1, { error: "Write a message for this version" })
  .max(STUDIO_VERSION_MESSAGE_MAX, {
    error: `A message is at most ${STUDIO_VERSION_MESSAGE_MAX} characters`,
  });

/** A person of the Studio as a page names them: who saved it, who made a version. */
export const studioPagePersonSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  name: z.string().nullable(),
});
export type StudioPagePerson = z.infer<typeof studioPagePersonSchema>;

/** A person editing a page now, with their last heartbeat. */
export const studioPageEditorSchema = studioPagePersonSchema.extend({ seenAt: z.iso.datetime() });

/** The version a page shows on the site, or null while it is not published. */
const publishedSchema = z
  .object({ number: z.number().int().positive(), at: z.iso.datetime() })
  .nullable();

const idBody = z.strictObject({ id: studioPageIdSchema });

/** Body of `studio/pages/list`: empty. */
export const studioPagesListRequestSchema = z.strictObject({});

/** One page in the Studio's list of pages. */
export const studioPageSummarySchema = z.object({
  id: studioPageIdSchema,
  path: z.string().min(1),
  /** The draft's `meta.title`, or null while it has none. */
  title: z.string().nullable(),
  revision: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
  updatedBy: studioPagePersonSchema,
  published: publishedSchema,
  /** Who had the page open in the last 30 seconds. */
  editors: z.array(studioPageEditorSchema),
});
export type StudioPageSummary = z.infer<typeof studioPageSummarySchema>;

/** Answer of `studio/pages/list`: every Studio page, by path. */
export const studioPagesListResponseSchema = z.object({ pages: z.array(studioPageSummarySchema) });

/** `studio/pages/list`: the Studio's pages (anyone signed in). */
export const listStudioPagesCall = defineApiCall({
  method: "POST",
  path: "studio/pages/list",
  request: studioPagesListRequestSchema,
  response: studioPagesListResponseSchema,
});

/** A publish or unpublish waiting for its time. */
export const studioScheduleSchema = z.object({
  id: z.number().int().positive(),
  action: z.enum(STUDIO_SCHEDULE_ACTIONS),
  at: z.iso.datetime(),
  /** The draft's revision a publish puts on the site (kept when scheduled); null for an unpublish. */
  revision: z.number().int().positive().nullable(),
  /** Who scheduled it: it is carried out as theirs, while they may still do it. */
  scheduledBy: studioPagePersonSchema,
});
export type StudioSchedule = z.infer<typeof studioScheduleSchema>;

/** A Studio page as its editor opens it. */
export const studioPageSchema = z.object({
  id: studioPageIdSchema,
  path: z.string().min(1),
  draft: studioPageDocumentSchema,
  revision: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  createdBy: studioPagePersonSchema,
  updatedAt: z.iso.datetime(),
  updatedBy: studioPagePersonSchema,
  published: publishedSchema,
  /** Who else had the page open in the last 30 seconds. */
  editors: z.array(studioPageEditorSchema),
  /** Its schedules still to run, soonest first. */
  schedules: z.array(studioScheduleSchema),
});
export type StudioPage = z.infer<typeof studioPageSchema>;

/** Body of `studio/pages/create`: where the page goes, and its first draft. */
export const studioPageCreateRequestSchema = z.strictObject({
  path: studioPagePathSchema,
  page: studioPageDocumentSchema,
});
export type StudioPageCreateRequest = z.infer<typeof studioPageCreateRequestSchema>;

/** `studio/pages/create`: a new page with its first draft, revision 1 (edit drafts). */
export const createStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/create",
  request: studioPageCreateRequestSchema,
  response: studioPageSchema,
});

/** Body of `studio/pages/get`: the page. */
export const studioPageGetRequestSchema = idBody;

/** `studio/pages/get`: a page's draft, revision, published version and editors (signed in). */
export const getStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/get",
  request: studioPageGetRequestSchema,
  response: studioPageSchema,
});

/** Body of `studio/pages/save`: the draft, and the revision it was made from. */
export const studioPageSaveRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  revision: studioPageRevisionSchema,
  page: studioPageDocumentSchema,
});
export type StudioPageSaveRequest = z.infer<typeof studioPageSaveRequestSchema>;

/** Answer of `studio/pages/save`: the draft's new revision. */
export const studioPageSaveResponseSchema = z.object({
  revision: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
});

/**
 * `studio/pages/save`: saves the draft when `revision` is the current one (edit drafts); a
 * stale one is a 409 `stale_revision` saying who saved last and when, with `current`.
 */
export const saveStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/save",
  request: studioPageSaveRequestSchema,
  response: studioPageSaveResponseSchema,
});

/** Body of `studio/pages/heartbeat`: the page open in the editor. */
export const studioPageHeartbeatRequestSchema = idBody;

/** Answer of `studio/pages/heartbeat`: who else is editing the page. */
export const studioPageHeartbeatResponseSchema = z.object({
  editors: z.array(studioPageEditorSchema),
});

/** `studio/pages/heartbeat`: tells the Studio the caller is editing the page (signed in). */
export const studioPageHeartbeatCall = defineApiCall({
  method: "POST",
  path: "studio/pages/heartbeat",
  request: studioPageHeartbeatRequestSchema,
  response: studioPageHeartbeatResponseSchema,
});

/** A version in a page's history. */
export const studioPageVersionSummarySchema = z.object({
  number: z.number().int().positive(),
  kind: z.enum(STUDIO_VERSION_KINDS),
  message: z.string().nullable(),
  /** The path the page had when the version was made. */
  path: z.string().min(1),
  author: studioPagePersonSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type StudioPageVersionSummary = z.infer<typeof studioPageVersionSummarySchema>;

/** Body of `studio/pages/checkpoint`: the page, and what the checkpoint is. */
export const studioPageCheckpointRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  message: versionMessageSchema,
});

/** `studio/pages/checkpoint`: keeps the draft as a `checkpoint` version (edit drafts). */
export const checkpointStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/checkpoint",
  request: studioPageCheckpointRequestSchema,
  response: studioPageVersionSummarySchema,
});

/** Body of `studio/pages/versions`: the page. */
export const studioPageVersionsRequestSchema = idBody;

/** Answer of `studio/pages/versions`: the page's versions, newest first. */
export const studioPageVersionsResponseSchema = z.object({
  versions: z.array(studioPageVersionSummarySchema),
});

/** `studio/pages/versions`: a page's history, newest first (signed in). */
export const listStudioPageVersionsCall = defineApiCall({
  method: "POST",
  path: "studio/pages/versions",
  request: studioPageVersionsRequestSchema,
  response: studioPageVersionsResponseSchema,
});

/** Body of `studio/pages/version` and `studio/pages/restore`: the page and a version's number. */
export const studioPageVersionRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  number: studioVersionNumberSchema,
});

/** One version with its content. */
export const studioPageVersionSchema = studioPageVersionSummarySchema.extend({
  content: studioPageDocumentSchema,
});

/** `studio/pages/version`: one version's content (signed in). */
export const getStudioPageVersionCall = defineApiCall({
  method: "POST",
  path: "studio/pages/version",
  request: studioPageVersionRequestSchema,
  response: studioPageVersionSchema,
});

/** Answer of `studio/pages/restore`: the draft's new revision and the version it made. */
export const studioPageRestoreResponseSchema = z.object({
  revision: z.number().int().positive(),
  version: studioPageVersionSummarySchema,
});

/**
 * `studio/pages/restore`: copies a version into the draft (revision + 1) and records a
 * `restore` version (restore).
 */
export const restoreStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/restore",
  request: studioPageVersionRequestSchema,
  response: studioPageRestoreResponseSchema,
});

/** Body of `studio/pages/publish`: the revision of the draft to publish, and why. */
export const studioPagePublishRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  revision: studioPageRevisionSchema,
  message: versionMessageSchema.optional(),
});
export type StudioPagePublishRequest = z.infer<typeof studioPagePublishRequestSchema>;

/**
 * Answer of `studio/pages/publish`: the version now on the site, and whether its weight was
 * checked against the site's budgets (always on the site's server; not on an API without it).
 */
export const studioPagePublishResponseSchema = z.object({
  path: z.string().min(1),
  version: studioPageVersionSummarySchema,
  publishedAt: z.iso.datetime(),
  weightChecked: z.boolean(),
});

/**
 * `studio/pages/publish`: checks the draft with the site's rules, weighs it on a phone, and puts
 * it on the site as a new `publish` version (publish); 409 for a stale revision or a path another
 * page owns, 400 naming each problem or each part of its weight over the site's budgets (under
 * `weight`).
 */
export const publishStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/publish",
  request: studioPagePublishRequestSchema,
  response: studioPagePublishResponseSchema,
});

/** Body of `studio/pages/unpublish`: the page. */
export const studioPageUnpublishRequestSchema = idBody;

/** Answer of `studio/pages/unpublish`: the path the site no longer shows. */
export const studioPageUnpublishResponseSchema = z.object({ path: z.string().min(1) });

/** `studio/pages/unpublish`: takes a page off the site; its versions stay (unpublish). */
export const unpublishStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/unpublish",
  request: studioPageUnpublishRequestSchema,
  response: studioPageUnpublishResponseSchema,
});

/** Body of `studio/pages/move`: the page's new path. */
export const studioPageMoveRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  path: studioPagePathSchema,
});
export type StudioPageMoveRequest = z.infer<typeof studioPageMoveRequestSchema>;

/** Answer of `studio/pages/move`: the new path, and the old one when it now redirects. */
export const studioPageMoveResponseSchema = z.object({
  path: z.string().min(1),
  redirectedFrom: z.string().nullable(),
});

/**
 * `studio/pages/move`: gives a page another path (publish); a published page's old path then
 * redirects to it.
 */
export const moveStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/move",
  request: studioPageMoveRequestSchema,
  response: studioPageMoveResponseSchema,
});

const SCHEDULE_REVISION_ERROR =
  "Send the revision of the draft to publish then, as studio/pages/get gave it";

/**
 * Body of `studio/pages/schedule`: what to do to the page, and when (ISO 8601 with offset); a
 * publish names the draft's revision the publisher saw, which is the one it will put on the site.
 */
export const studioPageScheduleRequestSchema = z
  .strictObject({
    id: studioPageIdSchema,
    action: z.enum(STUDIO_SCHEDULE_ACTIONS, {
      error: `Choose an action: ${STUDIO_SCHEDULE_ACTIONS.join(", ")}`,
    }),
    at: z.iso.datetime({
      offset: true,
      error: "Send the time as ISO 8601 with its offset, like 2026-05-01T09:00:00Z",
    }),
    revision: studioPageRevisionSchema.optional(),
  })
  .superRefine(({ action, revision }, context) => {
    if (action === "publish" && revision === undefined) {
      context.addIssue({ code: "custom", path: ["revision"], message: SCHEDULE_REVISION_ERROR });
    }
    if (action === "unpublish" && revision !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["revision"],
        message: "An unpublish takes no revision: it takes the page off the site",
      });
    }
  });
export type StudioPageScheduleRequest = z.infer<typeof studioPageScheduleRequestSchema>;

/**
 * `studio/pages/schedule`: publishes (the draft at `revision`, as it is now) or unpublishes a
 * page at a later time (schedule); 409 `stale_revision` when the draft was saved since.
 */
export const scheduleStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/schedule",
  request: studioPageScheduleRequestSchema,
  response: studioScheduleSchema,
});

const SCHEDULE_ID_ERROR = "Send the schedule's id, as studio/pages/get gave it";

/** Body of `studio/pages/schedule-cancel`: the page, and which of its schedules to cancel. */
export const studioScheduleCancelRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  scheduleId: z.int({ error: SCHEDULE_ID_ERROR }).min(1, { error: SCHEDULE_ID_ERROR }),
});
export type StudioScheduleCancelRequest = z.infer<typeof studioScheduleCancelRequestSchema>;

/**
 * `studio/pages/schedule-cancel`: cancels a schedule still to run (schedule); answers it. 404
 * for a schedule the page has not, 409 `schedule_not_pending` for one carried out already.
 */
export const cancelStudioScheduleCall = defineApiCall({
  method: "POST",
  path: "studio/pages/schedule-cancel",
  request: studioScheduleCancelRequestSchema,
  response: studioScheduleSchema,
});

/**
 * Body of `studio/pages/preview-link`: the page, the version to show (the draft as it is now,
 * without one), and for how many seconds the link works.
 */
export const studioPreviewLinkRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  number: studioVersionNumberSchema.optional(),
  validForSeconds: z
    .number({ error: "Send how many seconds the link works, as a whole number" })
    .int({ error: "Send how many seconds the link works, as a whole number" })
    .min(STUDIO_PREVIEW_LINK_MIN_SECONDS, {
      error: `A preview link works for ${STUDIO_PREVIEW_LINK_MIN_SECONDS} seconds at least`,
    })
    .max(STUDIO_PREVIEW_LINK_MAX_SECONDS, {
      error: `A preview link works for ${STUDIO_PREVIEW_LINK_MAX_SECONDS / 86_400} days at most`,
    })
    .optional(),
});

/** Answer of `studio/pages/preview-link`: the link (a path on the site) and when it expires. */
export const studioPreviewLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  /** The version shown, or null for the draft as it was when the link was made. */
  number: z.number().int().positive().nullable(),
});
export type StudioPreviewLink = z.output<typeof studioPreviewLinkResponseSchema>;

/**
 * `studio/pages/preview-link`: a link that shows the draft (or one version) to anyone who has
 * it, signed out, never indexed, until it expires (edit drafts).
 */
export const createStudioPreviewLinkCall = defineApiCall({
  method: "POST",
  path: "studio/pages/preview-link",
  request: studioPreviewLinkRequestSchema,
  response: studioPreviewLinkResponseSchema,
});

/** Body of `studio/pages/preview-links`: the page whose live preview links to list. */
export const studioPreviewLinksRequestSchema = idBody;

const PREVIEW_LINK_ID_ERROR = "Send the link's id, as studio/pages/preview-links gave it";

/** A preview link's id: the SHA-256 of its token, in hex (the token itself is never kept). */
export const studioPreviewLinkIdSchema = z
  .string({ error: PREVIEW_LINK_ID_ERROR })
  .regex(/^[0-9a-f]{64}$/u, { error: PREVIEW_LINK_ID_ERROR });

/**
 * A live preview link as the Studio lists it: its id, what it shows (a version, or the draft as
 * it was when made, `number` null), who made it and when, and until when it works. Not its
 * address: only its maker was given that.
 */
export const studioPreviewLinkSummarySchema = z.object({
  id: studioPreviewLinkIdSchema,
  number: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: studioPagePersonSchema,
  expiresAt: z.iso.datetime(),
});
export type StudioPreviewLinkSummary = z.output<typeof studioPreviewLinkSummarySchema>;

/** Answer of `studio/pages/preview-links`: the page's links that work now, newest first. */
export const studioPreviewLinksResponseSchema = z.object({
  links: z.array(studioPreviewLinkSummarySchema),
});

/** `studio/pages/preview-links`: the page's preview links that still work (signed in). */
export const listStudioPreviewLinksCall = defineApiCall({
  method: "POST",
  path: "studio/pages/preview-links",
  request: studioPreviewLinksRequestSchema,
  response: studioPreviewLinksResponseSchema,
});

/** Body of `studio/pages/revoke-preview-link`: the page and the link to end now. */
export const studioPreviewLinkRevokeRequestSchema = z.strictObject({
  id: studioPageIdSchema,
  link: studioPreviewLinkIdSchema,
});

/** Answer of `studio/pages/revoke-preview-link`: the link ended. */
export const studioPreviewLinkRevokeResponseSchema = z.object({
  revoked: z.literal(true),
});

/**
 * `studio/pages/revoke-preview-link`: ends a preview link of the page at once; whoever holds it
 * is then told it has ended (edit drafts). 404 for a link the page has not, or not live.
 */
export const revokeStudioPreviewLinkCall = defineApiCall({
  method: "POST",
  path: "studio/pages/revoke-preview-link",
  request: studioPreviewLinkRevokeRequestSchema,
  response: studioPreviewLinkRevokeResponseSchema,
});

/** Body of `studio/pages/weight`: the page whose saved draft to weigh. */
export const studioPageWeightRequestSchema = idBody;

/** What one part of a page weighs: its bytes as sent, and how many files make it up. */
const weightPartSchema = z.object({
  bytes: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  budget: z.number().int().positive(),
});

/**
 * Answer of `studio/pages/weight`: the saved draft's HTML, CSS, JavaScript and images at a
 * phone's width, each against the site's budget, and the revision weighed.
 */
export const studioPageWeightResponseSchema = z.object({
  revision: z.number().int().positive(),
  html: weightPartSchema,
  css: weightPartSchema,
  js: weightPartSchema,
  images: weightPartSchema,
});
export type StudioPageWeight = z.output<typeof studioPageWeightResponseSchema>;

/**
 * `studio/pages/weight`: weighs the saved draft as the server would send it (signed in); 422
 * while the draft cannot be shown, 503 on a server without the site's build.
 */
export const weighStudioPageCall = defineApiCall({
  method: "POST",
  path: "studio/pages/weight",
  request: studioPageWeightRequestSchema,
  response: studioPageWeightResponseSchema,
});
