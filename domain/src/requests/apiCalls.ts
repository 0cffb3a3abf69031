import type { z } from "zod";
import type { ApiCallAnswer, FileUpload } from "./apiCall";
import { exportLeadsCall, listLeadsCall } from "./adminLeadsCalls";
import { getAppBySlugCall, listAppsFromStoreCall } from "./appStoreCalls";
import { sendFormCall } from "./formCaptureCalls";
import { healthCall } from "./healthCall";
import { checkOneTimeCodeCall, sendOneTimeCodeCall } from "./oneTimeCodeCalls";
import { executeCheckoutCall, startCheckoutCall, verifyCheckoutCall } from "./projectCheckoutCalls";
import { roadmapListCall, roadmapVoteCall } from "./roadmapCalls";
import { listStudioAuditCall } from "./studioAuditCalls";
import { exportStudioLeadsCall, listStudioLeadsCall } from "./studioLeadsCalls";
import {
  checkpointStudioPageCall,
  createStudioPageCall,
  getStudioPageCall,
  getStudioPageVersionCall,
  listStudioPageVersionsCall,
  listStudioPagesCall,
  moveStudioPageCall,
  publishStudioPageCall,
  restoreStudioPageCall,
  saveStudioPageCall,
  scheduleStudioPageCall,
  createStudioPreviewLinkCall,
  listStudioPreviewLinksCall,
  revokeStudioPreviewLinkCall,
  weighStudioPageCall,
  studioPageHeartbeatCall,
  unpublishStudioPageCall,
} from "./studioPagesCalls";
import {
  addStudioPersonCall,
  changeStudioPersonCall,
  listStudioPeopleCall,
} from "./studioPeopleCalls";
import {
  openStudioSignInLinkCall,
  sendStudioSignInLinkCall,
  studioSessionCall,
  studioSignOutCall,
} from "./studioSignInCalls";
import { listLibraryImagesCall, uploadLibraryImageCall } from "./studioImagesCalls";
import { studioSitePageCall, studioSitePagesCall } from "./studioSiteCalls";

/** Every call of the website API: the server mounts each, the site's client may make each. */
export const API_CALLS = [
  healthCall,
  listAppsFromStoreCall,
  getAppBySlugCall,
  sendFormCall,
  roadmapListCall,
  roadmapVoteCall,
  verifyCheckoutCall,
  startCheckoutCall,
  sendOneTimeCodeCall,
  checkOneTimeCodeCall,
  executeCheckoutCall,
  listLeadsCall,
  exportLeadsCall,
  sendStudioSignInLinkCall,
  openStudioSignInLinkCall,
  studioSessionCall,
  studioSignOutCall,
  listStudioPeopleCall,
  addStudioPersonCall,
  changeStudioPersonCall,
  listStudioAuditCall,
  listStudioLeadsCall,
  exportStudioLeadsCall,
  listStudioPagesCall,
  createStudioPageCall,
  getStudioPageCall,
  saveStudioPageCall,
  studioPageHeartbeatCall,
  checkpointStudioPageCall,
  listStudioPageVersionsCall,
  getStudioPageVersionCall,
  restoreStudioPageCall,
  publishStudioPageCall,
  unpublishStudioPageCall,
  moveStudioPageCall,
  scheduleStudioPageCall,
  createStudioPreviewLinkCall,
  listStudioPreviewLinksCall,
  revokeStudioPreviewLinkCall,
  weighStudioPageCall,
  studioSitePagesCall,
  studioSitePageCall,
  uploadLibraryImageCall,
  listLibraryImagesCall,
] as const;

/** The calls a page makes: `POST` with a JSON body (not a file's upload), answered `{ data }`. */
type PageCall = Exclude<
  Extract<(typeof API_CALLS)[number], { method: "POST"; response: z.ZodType }>,
  { upload: FileUpload }
>;

/** The path of a call a page makes: `roadmap/vote`. */
export type ApiPath = PageCall["path"];

/** The body a call takes, as a client writes it (defaults may be left out). */
export type ApiRequest<Path extends ApiPath> = z.input<
  Extract<PageCall, { path: Path }>["request"]
>;

/** The `data` a call answers. */
export type ApiResponse<Path extends ApiPath> = ApiCallAnswer<Extract<PageCall, { path: Path }>>;
