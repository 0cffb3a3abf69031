/*
 * `@workcraft/domain/api`: the website API's contract, one call per endpoint (its method, path,
 * request and response schemas, in `requests/`), for the server that answers the calls and the
 * client that makes them. A browser imports its types only; the base path is in `./rules`.
 */
export {
  defineApiCall,
  defineUploadCall,
  type ApiCall,
  type ApiCallAnswer,
  type FileAnswer,
  type FileUpload,
} from "./requests/apiCall";
export {
  API_CALLS,
  type ApiFilePath,
  type ApiFileRequest,
  type ApiGetPath,
  type ApiGetRequest,
  type ApiGetResponse,
  type ApiPath,
  type ApiRequest,
  type ApiResponse,
  type ApiUploadPath,
  type ApiUploadRequest,
  type ApiUploadResponse,
} from "./requests/apiCalls";
export type { ApiErrorBody, ApiErrorCurrent } from "./requests/apiErrorSchema";
export { exportLeadsCall, listLeadsCall } from "./requests/adminLeadsCalls";
export { getAppBySlugCall, listAppsFromStoreCall } from "./requests/appStoreCalls";
export { sendFormCall } from "./requests/formCaptureCalls";
export { healthCall } from "./requests/healthCall";
export { checkOneTimeCodeCall, sendOneTimeCodeCall } from "./requests/oneTimeCodeCalls";
export {
  executeCheckoutCall,
  startCheckoutCall,
  verifyCheckoutCall,
} from "./requests/projectCheckoutCalls";
export { roadmapListCall, roadmapVoteCall } from "./requests/roadmapCalls";
export {
  announceLaunchCall,
  askLaunchNoticeCall,
  confirmLaunchNoticeCall,
  listStudioRoadmapCall,
  unsubscribeLaunchNoticesCall,
  type AnnounceLaunchRequest,
  type AskLaunchNoticeRequest,
  type LaunchNoticeTokenRequest,
  type StudioRoadmapApp,
} from "./requests/launchNoticeCalls";
export { experimentEventsCall } from "./requests/experimentCalls";
export {
  createStudioExperimentCall,
  endStudioExperimentCall,
  getStudioExperimentVariantCall,
  listStudioExperimentsCall,
  saveStudioExperimentVariantCall,
  startStudioExperimentCall,
  studioExperimentResultsCall,
  studioPageTrafficCall,
  weighStudioExperimentVariantCall,
} from "./requests/studioExperimentsCalls";
export { listStudioAuditCall } from "./requests/studioAuditCalls";
export { exportStudioLeadsCall, listStudioLeadsCall } from "./requests/studioLeadsCalls";
export {
  addStudioPersonCall,
  changeStudioPersonCall,
  listStudioPeopleCall,
} from "./requests/studioPeopleCalls";
export {
  openStudioSignInLinkCall,
  sendStudioSignInLinkCall,
  studioSessionCall,
  studioSignOutCall,
} from "./requests/studioSignInCalls";
export {
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
} from "./requests/studioPagesCalls";
export { deleteStudioRedirectCall, listStudioRedirectsCall } from "./requests/studioRedirectsCalls";
export { studioSitePageCall, studioSitePagesCall } from "./requests/studioSiteCalls";
export {
  studioPageTranslationsCall,
  studioTranslationReportCall,
  translateStudioPageCall,
} from "./requests/studioTranslationsCalls";
export { listLibraryImagesCall, uploadLibraryImageCall } from "./requests/studioImagesCalls";
