/*
 * `@workcraft/domain/rules`: the pure business rules, with neither zod (only its table of
 * patterns, for the e-mail rule) nor the catalogue data.
 * A page that needs one rule imports it from here and loads only that rule. The entities'
 * types come along as types only (erased from bundles); their schemas are in `./schemas` and
 * the catalogue in `./data`.
 */
export * from "./constants/businessConstants";
export {
  META_DESCRIPTION_LIMIT,
  META_DESCRIPTION_SUFFIX_BELOW,
  META_OBJECT_REQUIRED,
  META_TITLE_LIMIT,
  META_TITLE_SUFFIX_BELOW,
  cutMetaDescription,
  cutMetaTitle,
  metaPublishingProblems,
  resolvePageMeta,
  titlePublishesWhole,
  type PageMeta,
  type ResolvedPageMeta,
  type SiteMetaDefaults,
} from "./meta/pageMeta";
export {
  LINK_PATTERN,
  LINK_RULE_HELP,
  isSitePath,
  linkKindOf,
  linkProblem,
  type LinkKind,
} from "./content/linkRule";
export { ID_ALPHABET, createId, isId } from "./ids/createId";
export { isLocalOrigin } from "./site/localOrigin";
export { isVisitorId } from "./votes/visitorId";
export { LAUNCH_NOTICE_CONFIRMATION_HOURS } from "./votes/launchNotices";
export {
  COMING_SOON_APP_KEYS,
  INITIAL_ROADMAP_VOTE_COUNTS,
  ROADMAP_KEYS,
  START_VOTES,
  initialRoadmapVotes,
  isRoadmapKey,
  voteFor,
  type RoadmapKey,
  type RoadmapVoteRecord,
  type RoadmapVotes,
} from "./votes/roadmapVote";
export {
  EMAIL_ADDRESS_MESSAGE,
  EMAIL_ADDRESS_MISSING_MESSAGE,
  EMAIL_ADDRESS_PATTERN,
  isEmailAddress,
} from "./forms/emailAddress";
export {
  FORM_DATA_OBJECT_REQUIRED,
  createFormCapture,
  isPlainObject,
  type FormCapturePayload,
} from "./forms/formCapture";
export {
  LEAD_FORM_HONEYPOT_FIELD,
  LEAD_FORM_NAMES,
  isLeadFormName,
  type LeadFormName,
} from "./forms/leadForms";
export {
  EMPTY_CART_MESSAGE,
  ONLY_DEFAULT_APPS_MESSAGE,
  addAppToCart,
  cartNoticeMessage,
  checkCheckout,
  comingSoonMessage,
  comingSoonSkippedMessage,
  dependantsMessage,
  dependenciesAddedMessage,
  dependencyExclusionMessage,
  exclusionMessage,
  removeAppFromCart,
  transitiveDependencies,
  unknownAppMessage,
  type CartChange,
  type CartNotice,
  type CheckoutCheck,
  type CheckoutRefusal,
} from "./cart/cartRules";
export { addAppsToCart, bundleAppIds } from "./cart/addAppsToCart";
export {
  ORDER_MAX_APPS,
  orderTemplateId,
  type OrderCatalogue,
  type OrderField,
  type OrderProblems,
} from "./checkout/projectOrder";
export {
  WORKSPACE_NAME_INVALID_MESSAGE,
  WORKSPACE_NAME_LENGTH,
  missingDependenciesMessage,
  verifyProjectOrder,
  workspaceNameKey,
  workspaceNameProblem,
  workspaceNameTakenMessage,
  type OrderVerdict,
} from "./checkout/verifyProjectOrder";
export { ORDER_PROBLEM_WORDS, type OrderProblemWords } from "./checkout/orderProblemWords";
export { priceProjectOrder, type OrderLine, type PricedOrder } from "./checkout/priceProjectOrder";
export type { ProjectOrder, ProjectOrderInput } from "./checkout/projectOrderSchema";
export { catalogueById, type Catalogue } from "./catalogue/catalogueLookup";
export { withLaunchedApps } from "./catalogue/launchedApps";
export {
  TEMPLATE_BUILDER_PLANS,
  resolveTemplate,
  type TemplateDeclaration,
} from "./catalogue/resolveTemplate";
export { fromCents, toCents, type Cents } from "./pricing/money";
export {
  appsBesideTemplate,
  monthlyCentsWithTemplate,
  type TemplateCover,
} from "./pricing/appsBesideTemplate";
export { MANAGED_PRICED_ITEMS, pricedItemByName } from "./pricing/pricedItems";
export {
  contactManagementPrice,
  documentTierPrice,
  mediaCloudPrice,
  type UsagePrice,
} from "./pricing/usageTiers";
export {
  MONTHS_PER_YEAR,
  cartSummary,
  pricePerDocumentsStep,
  templatePricing,
} from "./pricing/templatePricing";
export {
  workspacePrice,
  type WorkspacePrice,
  type WorkspaceUsage,
} from "./pricing/workspaceCalculator";
export { formatCount, type CountFormat } from "./formatting/formatCount";
export { listNames, listParts, type ListPart } from "./formatting/listNames";
export { dateTimeFormat } from "./formatting/dateTimeFormat";
export { pluralRules } from "./formatting/pluralRules";
export {
  FREE_PRICE_TEXT,
  formatMoney,
  formatPrice,
  type MoneyFormat,
} from "./formatting/formatMoney";
export {
  STUDIO_ACTIONS,
  STUDIO_ACTION_NAMES,
  STUDIO_ROLES,
  isStudioRole,
  leastRoleFor,
  mayDo,
  scheduleMakerProblem,
  studioRefusalMessage,
  type StudioAction,
  type StudioRole,
} from "./studio/studioRoles";
export {
  STUDIO_AUDIT_ACTIONS,
  STUDIO_AUDIT_PAGE_SIZE,
  STUDIO_PERSON_NAME_MAX,
  STUDIO_SESSION_COOKIE,
  STUDIO_SESSION_IDLE_HOURS,
  STUDIO_SESSION_MAX_HOURS,
  STUDIO_SIGN_IN_LINK_VALID_MINUTES,
  STUDIO_PATH,
  STUDIO_SIGN_IN_PATH,
  type StudioAuditAction,
} from "./studio/studioAccess";

export type {
  AppFeature,
  AppSpecifications,
  AppTier,
  BuilderPlan,
  BuilderPlanId,
  BundleDefinition,
  BundleType,
  CartItem,
  CartSummary,
  CatalogueApp,
  CatalogueAppInput,
  ImageVariant,
  ModelProject,
  PricedItem,
  RecommendedWith,
  StatsGridType,
  StoreApp,
  Template,
  TemplatePricing,
  UsageTier,
} from "./catalogue/catalogueSchema";
export type { RoadmapItem } from "./data/roadmap";
export {
  NO_SITE_OWNED_PATHS,
  siteOwnedPathProblem,
  siteOwnerOfPath,
  type SiteOwnedPaths,
} from "./studio/siteOwnedPaths";
export {
  STUDIO_PAGE_PATH_MAX,
  STUDIO_PRESENCE_SECONDS,
  STUDIO_PREVIEW_LINK_DEFAULT_SECONDS,
  STUDIO_PREVIEW_LINK_MAX_SECONDS,
  STUDIO_PREVIEW_LINK_MIN_SECONDS,
  STUDIO_PREVIEW_PARAMETER,
  STUDIO_SCHEDULE_ACTIONS,
  STUDIO_VERSION_KINDS,
  STUDIO_VERSION_MESSAGE_MAX,
  STUDIO_PREVIEW_LINKS_PER_PAGE,
  STUDIO_PREVIEW_LINK_KEPT_DAYS,
  STUDIO_CHECKPOINTS_KEPT,
  staleRevisionMessage,
  studioPagePathProblem,
  titleTakenProblem,
  type StudioScheduleAction,
  type StudioVersionKind,
} from "./studio/studioPages";
export {
  LIBRARY_IMAGE_ENCODING,
  LIBRARY_IMAGE_EXTENSIONS,
  LIBRARY_IMAGE_FILES_PATH,
  LIBRARY_IMAGE_FORMATS,
  LIBRARY_IMAGE_MAX_BYTES,
  LIBRARY_IMAGE_MAX_PIXELS,
  LIBRARY_IMAGE_MAX_SIDE,
  LIBRARY_IMAGE_MEDIA_TYPES,
  LIBRARY_IMAGE_NAME_MAX,
  LIBRARY_IMAGE_NAME_PREFIX,
  LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
  LIBRARY_IMAGE_TYPES,
  LIBRARY_IMAGE_TYPE_MESSAGE,
  LIBRARY_IMAGE_UNNAMED,
  LIBRARY_IMAGE_VARIANTS,
  LIBRARY_IMAGE_WIDTHS,
  isLibraryImageHash,
  libraryFileWidth,
  libraryImageFileKey,
  libraryImageFileName,
  libraryImageFileUrl,
  libraryImageHashOf,
  libraryImageNameFromFile,
  libraryImageReference,
  libraryImageSet,
  libraryImageSizeProblem,
  libraryImageTypeOf,
  librarySrcSet,
  unreadableLibraryImageMessage,
  type LibraryImageFileKey,
  type LibraryImageFormat,
  type LibraryImageSet,
  type LibraryImageSource,
  type LibraryImageType,
  type LibraryImageVariant,
  type LibraryImageWidth,
} from "./studio/libraryImages";
export {
  comparePages,
  draftBlocks,
  type BlockChange,
  type ComparedPage,
  type DraftBlock,
  type PageComparison,
} from "./studio/pageComparison";
export {
  namesKeptInTranslation,
  untranslatedFields,
  type UntranslatedField,
} from "./studio/untranslatedFields";
export {
  TRANSLATION_LOCALES,
  TRANSLATION_STATES,
  isTranslationPath,
  translationPaths,
  type TranslationLocale,
  type TranslationState,
} from "./studio/pageTranslations";
export {
  PAGE_WEIGHT_BUDGETS,
  PAGE_WEIGHT_PARTS,
  PAGE_WEIGHT_PART_NAMES,
  WEIGHT_PHONE,
  kilobytes,
  overBudgetParts,
  partInWords,
  type PageWeightPart,
} from "./studio/pageWeight";
export {
  MISSING_LIBRARY_PICTURE,
  libraryPictureProblems,
  namedLibraryPictures,
  type LibraryPictureProblem,
  type LibraryPictureSize,
  type NamedLibraryPicture,
} from "./studio/libraryPictures";
export {
  EXPERIMENT_ALPHA,
  EXPERIMENT_PLAN_MESSAGES,
  EXPERIMENT_POWER,
  planExperiment,
  type ExperimentPlan,
  type ExperimentPlanInput,
  type ExperimentPlanProblem,
} from "./experiments/experimentPlan";
export {
  SAMPLE_RATIO_P_VALUE,
  armName,
  collectingMessage,
  experimentVerdict,
  sampleRatioMismatchMessage,
  type ExperimentVerdict,
  type VariantComparison,
} from "./experiments/experimentVerdict";
export {
  differenceInterval,
  rateInterval,
  type ArmCounts,
  type Interval,
} from "./experiments/conversionInterval";
export { goodnessOfFit, type GoodnessOfFit } from "./experiments/chiSquare";
export { ASSIGNMENT_BUCKETS, assignArm } from "./experiments/variantAssignment";
export {
  BLOCK_EVENT_KINDS,
  EXPERIMENT_STATUSES,
  EXPERIMENT_VISITOR_DAYS,
  MAX_BLOCK_EVENTS_A_CALL,
  MAX_EXPERIMENT_BLOCK,
  MAX_EXPERIMENT_VARIANTS,
  goalCounts,
  type BlockEventKind,
  type ExperimentGoal,
  type ExperimentStatus,
  type GoalEvent,
  type LeadExperiment,
} from "./experiments/experimentGoal";
export {
  PAGE_TRAFFIC_DAYS,
  PAGE_VIEW_DAYS,
  firstKeptPageViewDay,
  pageTrafficDays,
  utcDayOf,
} from "./experiments/pageTraffic";
export {
  EXPERIMENTS_CONSENT_COOKIE,
  EXPERIMENTS_REFUSED,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
  experimentAudience,
  type AudienceRequest,
  type NotCountedReason,
} from "./experiments/experimentAudience";
export { LOCALE_NAMES, SITE_LOCALES, isSiteLocale, type SiteLocale } from "./locales/siteLocales";
export {
  localeOfPath,
  localizedPath,
  pageAlternates,
  type LocalePath,
  type PageAlternate,
} from "./locales/localePaths";
