export { createApi, respondWithApiError, type ApiDependencies } from "./app";
export { ApiError } from "./apiError";
export {
  openDatabase,
  type AppDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from "./database";
export { trustedForwardedEntry } from "./requests/clientAddress";
export { cameOverHttps } from "./requests/cameOverHttps";
export { elapsedMs, requestIdOf, requestLog, type RequestLogLine } from "./requests/requestLog";
export {
  DEFAULT_API_SETTINGS,
  apiSettingsFromEnvironment,
  type ApiSettings,
} from "./settings/apiSettings";
export { createMailer, mailSettingWarning, type MailMessage, type Mailer } from "./mail/mailer";
export { listenForStudioPeople } from "./studio/studioPeopleSocket";
export type {
  StudioPageContentRules,
  StudioPageProblem,
  StudioPageRules,
  StudioPageWeighing,
  WeighedArm,
} from "./studio/studioPageRules";
export {
  findPublishedStudioPage,
  listPublishedStudioPages,
  studioRedirectFrom,
  type PublishedStudioPage,
  type PublishedStudioPageEntry,
} from "./studio/publishedStudioPages";
export { runDueStudioSchedules, type StudioScheduleOutcome } from "./studio/studioSchedules";
export { launchedApps } from "./launches/appLaunches";
export { forgetLapsedLaunchNotices } from "./launches/launchNotices";
export { purgeEndedExperiments } from "./experiments/experimentRetention";
export { countExposure } from "./experiments/experimentCounts";
export {
  PAGE_VIEW_FLUSH_MS,
  PageViewCounts,
  type PageViewCountsOptions,
} from "./pageViews/pageViewCounts";
export { deleteOldPageViews } from "./pageViews/pageViewRetention";
export { audienceOfHeaders, mayCountPageView, type HeaderOf } from "./experiments/requestAudience";
export {
  runningExperiments,
  type FileContentAt,
  type RunningExperiment,
} from "./experiments/runningExperiments";
export {
  findStudioPreview,
  studioPreviewPath,
  type StudioPreview,
} from "./studio/studioPreviewLinks";
export { failureForLog } from "./requests/failureLog";
export { logLineWriter, writeLogLine } from "./requests/logLines";
export {
  chooseCoding,
  entityTagsOf,
  etagOf,
  hasCodings,
  noneMatchHits,
  readyBody,
  readyBodyOf,
  type ContentCoding,
  type ReadyBody,
} from "./requests/readyBody";
