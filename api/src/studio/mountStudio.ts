import type { StudioAction } from "@workcraft/domain/rules";
import type { Hono } from "hono";
import { mountEndpoint, type Endpoint, type EndpointContext } from "../endpoints/endpoint";
import { listStudioAudit } from "../endpoints/studioAudit";
import { listLibraryImagesEndpoint, uploadLibraryImageEndpoint } from "../endpoints/studioImages";
import { exportStudioLeadsEndpoint, listStudioLeadsEndpoint } from "../endpoints/studioLeads";
import {
  addStudioPersonEndpoint,
  changeStudioPersonEndpoint,
  listStudioPeopleEndpoint,
} from "../endpoints/studioPeople";
import {
  checkpointStudioPageEndpoint,
  createStudioPageEndpoint,
  createStudioPreviewLinkEndpoint,
  listStudioPreviewLinksEndpoint,
  revokeStudioPreviewLinkEndpoint,
  weighStudioPageEndpoint,
  getStudioPageEndpoint,
  getStudioPageVersionEndpoint,
  listStudioPagesEndpoint,
  listStudioPageVersionsEndpoint,
  saveStudioPageEndpoint,
  studioPageHeartbeatEndpoint,
} from "../endpoints/studioPages";
import {
  moveStudioPageEndpoint,
  publishStudioPageEndpoint,
  restoreStudioPageEndpoint,
  scheduleStudioPageEndpoint,
  unpublishStudioPageEndpoint,
} from "../endpoints/studioPagesPublishing";
import { studioSitePageEndpoint, studioSitePagesEndpoint } from "../endpoints/studioSite";
import {
  openStudioSignInLink,
  sendStudioSignInLink,
  studioSession,
  studioSignOut,
} from "../endpoints/studioSignIn";
import { takeFromLimit } from "../requests/rateLimit";
import {
  readStudioSession,
  requireStudioPerson,
  signedInStudioPerson,
} from "./requireStudioPerson";
import {
  STUDIO_WRITE_LIMITS,
  studioWriteLimitKey,
  type StudioWriteKind,
} from "./studioWriteLimits";

/**
 * A Studio call and who may make it: anyone (signing in and out), any signed-in person
 * (`signed-in`), or a person whose role may do an action; and for a write that keeps something,
 * the kind of write whose limit per person it takes from (`STUDIO_WRITE_LIMITS`).
 */
export interface StudioEndpoint {
  endpoint: Endpoint;
  access: "anyone" | "signed-in" | StudioAction;
  limit?: StudioWriteKind;
}

/** The Studio's calls under `studio/`. A later Studio call is one more line here. */
export const STUDIO_ENDPOINTS: readonly StudioEndpoint[] = [
  { endpoint: sendStudioSignInLink, access: "anyone" },
  { endpoint: openStudioSignInLink, access: "anyone" },
  { endpoint: studioSignOut, access: "anyone" },
  { endpoint: studioSession, access: "signed-in" },
  { endpoint: listStudioPeopleEndpoint, access: "manage-people" },
  { endpoint: addStudioPersonEndpoint, access: "manage-people" },
  { endpoint: changeStudioPersonEndpoint, access: "manage-people" },
  { endpoint: listStudioAudit, access: "read-audit-log" },
  { endpoint: listStudioLeadsEndpoint, access: "read-leads" },
  { endpoint: exportStudioLeadsEndpoint, access: "read-leads" },
  { endpoint: listStudioPagesEndpoint, access: "signed-in" },
  { endpoint: createStudioPageEndpoint, access: "edit-drafts", limit: "create" },
  { endpoint: getStudioPageEndpoint, access: "signed-in" },
  { endpoint: saveStudioPageEndpoint, access: "edit-drafts", limit: "save" },
  { endpoint: studioPageHeartbeatEndpoint, access: "signed-in" },
  { endpoint: checkpointStudioPageEndpoint, access: "edit-drafts", limit: "checkpoint" },
  { endpoint: listStudioPageVersionsEndpoint, access: "signed-in" },
  { endpoint: getStudioPageVersionEndpoint, access: "signed-in" },
  // Whoever may edit a draft may show it for review.
  { endpoint: createStudioPreviewLinkEndpoint, access: "edit-drafts", limit: "previewLink" },
  { endpoint: listStudioPreviewLinksEndpoint, access: "signed-in" },
  // Whoever may make a link may withdraw one, whoever made it (a link sent too widely).
  { endpoint: revokeStudioPreviewLinkEndpoint, access: "edit-drafts" },
  { endpoint: weighStudioPageEndpoint, access: "signed-in" },
  { endpoint: restoreStudioPageEndpoint, access: "restore" },
  { endpoint: publishStudioPageEndpoint, access: "publish" },
  { endpoint: unpublishStudioPageEndpoint, access: "unpublish" },
  // Moving a published page changes where the site shows it: a publisher's decision.
  { endpoint: moveStudioPageEndpoint, access: "publish" },
  { endpoint: scheduleStudioPageEndpoint, access: "schedule" },
  { endpoint: studioSitePagesEndpoint, access: "signed-in" },
  { endpoint: studioSitePageEndpoint, access: "signed-in" },
  // Any editor may add a picture to the library; its files are public (`mountLibraryImageFiles`).
  { endpoint: uploadLibraryImageEndpoint, access: "edit-drafts", limit: "upload" },
  { endpoint: listLibraryImagesEndpoint, access: "signed-in" },
];

/**
 * Mounts the Studio's calls: every request under `studio/` has its session read first, and each
 * call that needs a person has `requireStudioPerson` before its body is read, so a caller who
 * may not make it learns nothing from its validation; a write with a limit then takes from the
 * person's, also before its body is read (an upload's 10 MB included). Writes pass the API's
 * same-origin check like every other call, and the cookie is `SameSite=Strict`.
 */
export function mountStudio(api: Hono, context: Omit<EndpointContext, "http">): void {
  api.use("/studio/*", readStudioSession(context.database.db, context.settings.trustedProxyHops));
  const { db } = context.database;
  for (const { endpoint, access, limit } of STUDIO_ENDPOINTS) {
    if (access !== "anyone") {
      api.use(
        `/${endpoint.call.path}`,
        requireStudioPerson(access === "signed-in" ? undefined : access),
      );
    }
    if (limit !== undefined) {
      api.use(`/${endpoint.call.path}`, async (c, next) => {
        // Counted for a method the call answers only: another is a 405 that writes nothing.
        if (c.req.method === endpoint.call.method) {
          const key = studioWriteLimitKey(limit, signedInStudioPerson(c).id);
          await takeFromLimit(db, c, key, STUDIO_WRITE_LIMITS[limit]);
        }
        await next();
      });
    }
    mountEndpoint(api, endpoint, context);
  }
}
