import { z } from "zod";
import { defineApiCall } from "./apiCall";
import { studioPagePathSchema } from "./studioPagesCalls";

/*
 * Beyond the spec: the redirects a moved Studio page leaves from its old path, which its
 * publishers see and delete.
 */

/** Body of `studio/redirects/list`: empty. */
export const studioRedirectsListRequestSchema = z.strictObject({});

/** A redirect from a path a Studio page had to where it is now. */
export const studioRedirectSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  createdAt: z.iso.datetime(),
  /**
   * Whether the site answers it now: while the page it leads to is published, and never from a
   * path the site owns.
   */
  answered: z.boolean(),
});
export type StudioRedirect = z.infer<typeof studioRedirectSchema>;

/** Answer of `studio/redirects/list`: every redirect, by the path it leaves from. */
export const studioRedirectsListResponseSchema = z.object({
  redirects: z.array(studioRedirectSchema),
});

/** `studio/redirects/list`: the Studio's redirects (publish). */
export const listStudioRedirectsCall = defineApiCall({
  method: "POST",
  path: "studio/redirects/list",
  request: studioRedirectsListRequestSchema,
  response: studioRedirectsListResponseSchema,
});

/** Body of `studio/redirects/delete`: the path the redirect leaves from. */
export const studioRedirectDeleteRequestSchema = z.strictObject({ from: studioPagePathSchema });
export type StudioRedirectDeleteRequest = z.infer<typeof studioRedirectDeleteRequestSchema>;

/** Answer of `studio/redirects/delete`: the redirect deleted. */
export const studioRedirectDeleteResponseSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
});

/**
 * `studio/redirects/delete`: deletes a redirect, so its path answers as if no page had been
 * there (publish); 404 `redirect_not_found` for a path no redirect leaves from.
 */
export const deleteStudioRedirectCall = defineApiCall({
  method: "POST",
  path: "studio/redirects/delete",
  request: studioRedirectDeleteRequestSchema,
  response: studioRedirectDeleteResponseSchema,
});
