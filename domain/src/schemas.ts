/*
 * `@workcraft/domain/schemas`: the zod schemas of the spec's entities and of every API payload,
 * for the places that validate (the API, content files, forms), with their inferred types.
 */
export * from "./catalogue/catalogueSchema";
export { pageMetaSchema } from "./meta/pageMetaSchema";
export { linkSchema } from "./content/linkSchema";
export { requiredTextSchema } from "./content/requiredTextSchema";
export { formCapturePayloadSchema } from "./forms/formCaptureSchema";
export { workspaceUsageSchema } from "./pricing/workspaceUsageSchema";
export { projectOrderSchema } from "./checkout/projectOrderSchema";
export {
  roadmapItemSchema,
  roadmapVoteRecordSchema,
  roadmapVotesSchema,
} from "./votes/roadmapVoteSchema";
export { emailAddressSchema } from "./forms/emailAddressSchema";
export { orderLineSchema, pricedOrderSchema } from "./checkout/pricedOrderSchema";
export {
  apiErrorBodySchema,
  apiErrorCurrentSchema,
  type ApiErrorBody,
  type ApiErrorCurrent,
} from "./requests/apiErrorSchema";
export {
  adminLeadExportRequestSchema,
  adminLeadListRequestSchema,
  inboxLeadSchema,
  leadInboxPageSchema,
  type AdminLeadExportRequest,
  type AdminLeadListRequest,
  type InboxLead,
  type LeadInboxPage,
} from "./requests/adminLeadsCalls";
export {
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
  listAppsFromStoreResponseSchema,
  type GetAppBySlugRequest,
} from "./requests/appStoreCalls";
export { sendFormResponseSchema } from "./requests/formCaptureCalls";
export { healthResponseSchema } from "./requests/healthCall";
export {
  otpCheckRequestSchema,
  otpCheckResponseSchema,
  otpSendRequestSchema,
  otpSendResponseSchema,
  type OtpCheckRequest,
  type OtpSendRequest,
} from "./requests/oneTimeCodeCalls";
export {
  checkoutIdSchema,
  createdWorkspaceResponseSchema,
  executeCheckoutRequestSchema,
  projectOrderRequestSchema,
  startedCheckoutResponseSchema,
  verifiedOrderResponseSchema,
  type CreatedWorkspace,
  type ExecuteCheckoutRequest,
  type ProjectOrderRequest,
} from "./requests/projectCheckoutCalls";
export {
  roadmapListRequestSchema,
  roadmapVoteRequestSchema,
  roadmapVoteResponseSchema,
  visitorIdSchema,
  type RoadmapVoteRequest,
} from "./requests/roadmapCalls";
export {
  experimentEventsRequestSchema,
  experimentEventsResponseSchema,
  type ExperimentEventsRequest,
} from "./requests/experimentCalls";
export {
  createExperimentRequestSchema,
  endExperimentRequestSchema,
  experimentGoalSchema,
  experimentIdRequestSchema,
  experimentIdSchema,
  experimentPlanSchema,
  experimentResultsSchema,
  getExperimentVariantRequestSchema,
  listExperimentsRequestSchema,
  pageTrafficRequestSchema,
  pageTrafficSchema,
  saveExperimentVariantRequestSchema,
  startExperimentRequestSchema,
  studioExperimentSchema,
  type ExperimentResults,
  type PageTraffic,
  type StudioExperiment,
} from "./requests/studioExperimentsCalls";
export {
  signedInStudioPersonSchema,
  studioPersonIdSchema,
  studioPersonNameSchema,
  studioPersonSchema,
  studioRoleSchema,
  type SignedInStudioPerson,
  type StudioPerson,
} from "./studio/studioPersonSchema";
export {
  studioSessionRequestSchema,
  studioSignInOpenRequestSchema,
  studioSignInSendRequestSchema,
  studioSignInSendResponseSchema,
  studioSignOutResponseSchema,
  type StudioSignInOpenRequest,
  type StudioSignInSendRequest,
} from "./requests/studioSignInCalls";
export {
  studioPeopleListRequestSchema,
  studioPeopleResponseSchema,
  studioPersonAddRequestSchema,
  studioPersonChangeRequestSchema,
  type StudioPersonAddRequest,
  type StudioPersonChangeRequest,
} from "./requests/studioPeopleCalls";
export {
  studioAuditEntrySchema,
  studioAuditListRequestSchema,
  studioAuditPageSchema,
  type StudioAuditEntry,
  type StudioAuditListRequest,
  type StudioAuditPage,
} from "./requests/studioAuditCalls";
export {
  studioPageCheckpointRequestSchema,
  studioPageCreateRequestSchema,
  studioPageDocumentSchema,
  studioPageEditorSchema,
  studioPageGetRequestSchema,
  studioPageHeartbeatRequestSchema,
  studioPageHeartbeatResponseSchema,
  studioPageIdSchema,
  studioPageMoveRequestSchema,
  studioPageMoveResponseSchema,
  studioPagePathSchema,
  studioPagePersonSchema,
  studioPagePublishRequestSchema,
  studioPagePublishResponseSchema,
  studioPageRestoreResponseSchema,
  studioPageRevisionSchema,
  studioPageSaveRequestSchema,
  studioPageSaveResponseSchema,
  studioPageScheduleRequestSchema,
  studioPageSchema,
  studioPageSummarySchema,
  studioPageUnpublishRequestSchema,
  studioPageUnpublishResponseSchema,
  studioPageVersionRequestSchema,
  studioPageVersionSchema,
  studioPageVersionSummarySchema,
  studioPageVersionsRequestSchema,
  studioPageVersionsResponseSchema,
  studioPagesListRequestSchema,
  studioPagesListResponseSchema,
  studioPreviewLinkRequestSchema,
  studioPreviewLinkResponseSchema,
  studioPreviewLinkIdSchema,
  studioPreviewLinkRevokeRequestSchema,
  studioPreviewLinkRevokeResponseSchema,
  studioPreviewLinkSummarySchema,
  studioPreviewLinksRequestSchema,
  studioPreviewLinksResponseSchema,
  studioPageWeightRequestSchema,
  studioPageWeightResponseSchema,
  studioScheduleCancelRequestSchema,
  studioScheduleSchema,
  studioVersionNumberSchema,
  type StudioPage,
  type StudioPageCreateRequest,
  type StudioPageDocument,
  type StudioPageMoveRequest,
  type StudioPagePerson,
  type StudioPagePublishRequest,
  type StudioPageSaveRequest,
  type StudioPageScheduleRequest,
  type StudioPageSummary,
  type StudioPageVersionSummary,
  type StudioPreviewLink,
  type StudioPreviewLinkSummary,
  type StudioPageWeight,
  type StudioSchedule,
  type StudioScheduleCancelRequest,
} from "./requests/studioPagesCalls";
export {
  studioRedirectDeleteRequestSchema,
  studioRedirectDeleteResponseSchema,
  studioRedirectSchema,
  studioRedirectsListRequestSchema,
  studioRedirectsListResponseSchema,
  type StudioRedirect,
  type StudioRedirectDeleteRequest,
} from "./requests/studioRedirectsCalls";
export {
  studioListedPageSchema,
  studioSitePageRequestSchema,
  studioSitePageResponseSchema,
  studioSitePageSchema,
  studioSitePagesRequestSchema,
  studioSitePagesResponseSchema,
  type StudioListedPage,
  type StudioSitePage,
  type StudioSitePages,
} from "./requests/studioSiteCalls";
export {
  reportedTranslationSchema,
  studioPageLocaleSchema,
  studioPageTranslateRequestSchema,
  studioPageTranslationsRequestSchema,
  studioPageTranslationsResponseSchema,
  studioTranslationReportRequestSchema,
  studioTranslationReportResponseSchema,
  translationLocaleSchema,
  untranslatedFieldSchema,
  type ReportedTranslation,
  type StudioPageLocale,
  type StudioPageTranslateRequest,
  type StudioPageTranslations,
  type StudioTranslationReport,
  type UntranslatedFieldAnswer,
} from "./requests/studioTranslationsCalls";
export {
  libraryImageFileSchema,
  libraryImageNameSchema,
  libraryImageSchema,
  libraryImageUploadRequestSchema,
  libraryImageUploadResponseSchema,
  libraryImagesResponseSchema,
  type LibraryImage,
  type LibraryImageFile,
  type LibraryImages,
  type LibraryImageUploadRequest,
  type LibraryImageUploadResponse,
} from "./requests/studioImagesCalls";
