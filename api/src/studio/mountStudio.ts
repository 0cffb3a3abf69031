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
import { readStudioSession, requireStudioPerson } from "./requireStudioPerson";

/**
 * A Studio call and who may make it: anyone (signing in and out), any signed-in person
 * (`signed-in`), or a person whose role may do an action.
 */
export interface StudioEndpoint {
  endpoint: Endpoint;
  access: "anyone" | "signed-in" | StudioAction;
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
  { endpoint: createStudioPageEndpoint, access: "edit-drafts" },
  { endpoint: getStudioPageEndpoint, access: "signed-in" },
  { endpoint: saveStudioPageEndpoint, access: "edit-drafts" },
  { endpoint: studioPageHeartbeatEndpoint, access: "signed-in" },
  { endpoint: checkpointStudioPageEndpoint, access: "edit-drafts" },
  { endpoint: listStudioPageVersionsEndpoint, access: "signed-in" },
  { endpoint: getStudioPageVersionEndpoint, access: "signed-in" },
  // Whoever may edit a draft may show it for review.
  { endpoint: createStudioPreviewLinkEndpoint, access: "edit-drafts" },
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
  { endpoint: uploadLibraryImageEndpoint, access: "edit-drafts" },
  { endpoint: listLibraryImagesEndpoint, access: "signed-in" },
];

/**
 * Mounts the Studio's calls: every request under `studio/` has its session read first, and each
 * call that needs a person has `requireStudioPerson` before its body is read, so a caller who
 * may not make it learns nothing from its validation. Writes pass the API's same-origin check
 * like every other call, and the cookie is `SameSite=Strict`.
 */
export function mountStudio(api: Hono, context: Omit<EndpointContext, "http">): void {
  api.use("/studio/*", readStudioSession(context.database.db, context.settings.trustedProxyHops));
  for (const { endpoint, access } of STUDIO_ENDPOINTS) {
    if (access !== "anyone") {
      api.use(
        `/${endpoint.call.path}`,
        requireStudioPerson(access === "signed-in" ? undefined : access),
      );
    }
    mountEndpoint(api, endpoint, context);
  }
}
