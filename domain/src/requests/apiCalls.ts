import type { z } from "zod";
import type { ApiCallAnswer, FileAnswer, FileUpload } from "./apiCall";
import { exportLeadsCall, listLeadsCall } from "./adminLeadsCalls";
import { getAppBySlugCall, listAppsFromStoreCall } from "./appStoreCalls";
import { sendFormCall } from "./formCaptureCalls";
import { experimentEventsCall } from "./experimentCalls";
import {
  createStudioExperimentCall,
  endStudioExperimentCall,
  getStudioExperimentVariantCall,
  listStudioExperimentsCall,
  saveStudioExperimentVariantCall,
  startStudioExperimentCall,
  studioExperimentResultsCall,
  studioPageTrafficCall,
  weighStudioExperimentVariantCall,
} from "./studioExperimentsCalls";
import { healthCall } from "./healthCall";
import { checkOneTimeCodeCall, sendOneTimeCodeCall } from "./oneTimeCodeCalls";
import { executeCheckoutCall, startCheckoutCall, verifyCheckoutCall } from "./projectCheckoutCalls";
import { roadmapListCall, roadmapVoteCall } from "./roadmapCalls";
import {
  announceLaunchCall,
  askLaunchNoticeCall,
  confirmLaunchNoticeCall,
  listStudioRoadmapCall,
  unsubscribeLaunchNoticesCall,
} from "./launchNoticeCalls";
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
  cancelStudioScheduleCall,
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
import { deleteStudioRedirectCall, listStudioRedirectsCall } from "./studioRedirectsCalls";
import { studioSitePageCall, studioSitePagesCall } from "./studioSiteCalls";
import {
  studioPageTranslationsCall,
  studioTranslationReportCall,
  translateStudioPageCall,
} from "./studioTranslationsCalls";

/**
 * Every call of the website API, the one list of them: the server mounts each with the endpoint
 * that answers it (`api/src/endpoints/apiEndpoints.ts` finds it), the site's client types each
 * from here. A new call is its declaration in its module and one line here.
 */
export const API_CALLS = [
  healthCall,
  listAppsFromStoreCall,
  getAppBySlugCall,
  sendFormCall,
  roadmapListCall,
  roadmapVoteCall,
  askLaunchNoticeCall,
  confirmLaunchNoticeCall,
  unsubscribeLaunchNoticesCall,
  listStudioRoadmapCall,
  announceLaunchCall,
  experimentEventsCall,
  listStudioExperimentsCall,
  createStudioExperimentCall,
  getStudioExperimentVariantCall,
  saveStudioExperimentVariantCall,
  weighStudioExperimentVariantCall,
  startStudioExperimentCall,
  studioExperimentResultsCall,
  endStudioExperimentCall,
  studioPageTrafficCall,
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
  cancelStudioScheduleCall,
  createStudioPreviewLinkCall,
  listStudioPreviewLinksCall,
  revokeStudioPreviewLinkCall,
  weighStudioPageCall,
  translateStudioPageCall,
  studioPageTranslationsCall,
  studioTranslationReportCall,
  listStudioRedirectsCall,
  deleteStudioRedirectCall,
  studioSitePagesCall,
  studioSitePageCall,
  uploadLibraryImageCall,
  listLibraryImagesCall,
] as const;

/** A call of the contract. */
type AnyCall = (typeof API_CALLS)[number];

/** The calls a page makes: `POST` with a JSON body (not a file's upload), answered `{ data }`. */
type PageCall = Exclude<
  Extract<AnyCall, { method: "POST"; response: z.ZodType }>,
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

/** The calls a client `GET`s, answered `{ data }`: `health`, `studio/images/list`. */
type GetCall = Extract<AnyCall, { method: "GET"; response: z.ZodType }>;
export type ApiGetPath = GetCall["path"];
/** What a `GET` call reads from the address's query (`undefined`: nothing). */
export type ApiGetRequest<Path extends ApiGetPath> = z.input<
  Extract<GetCall, { path: Path }>["request"]
>;
export type ApiGetResponse<Path extends ApiGetPath> = ApiCallAnswer<
  Extract<GetCall, { path: Path }>
>;

/** The calls that upload a file, answered `{ data }`: `studio/images/upload`. */
type UploadCall = Extract<AnyCall, { upload: FileUpload }>;
export type ApiUploadPath = UploadCall["path"];
/** The fields of an upload's form, its file among them, as its request schema names them. */
export type ApiUploadRequest<Path extends ApiUploadPath> = z.input<
  Extract<UploadCall, { path: Path }>["request"]
>;
export type ApiUploadResponse<Path extends ApiUploadPath> = ApiCallAnswer<
  Extract<UploadCall, { path: Path }>
>;

/** The calls that answer a file, which a link downloads: `studio/leads/export`. */
type FileCall = Extract<AnyCall, { method: "GET"; response: FileAnswer }>;
export type ApiFilePath = FileCall["path"];
/** What a file call reads from the link's query. */
export type ApiFileRequest<Path extends ApiFilePath> = z.input<
  Extract<FileCall, { path: Path }>["request"]
>;
