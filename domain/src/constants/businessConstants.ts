/**
 * The spec's business constants and the limits of the API contract, in one place (section 9).
 * Limits of the interface (sticky header offset, menu scroll step, resize throttle, image
 * widths) belong to the design system, not here.
 */

/** Where the website API answers (spec, section 7), for its server and its clients alike. */
export const API_BASE_PATH = "/api/v2";
/** Every call to the website API is aborted after this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 5000;
/** Random ids are this many characters long. */
export const ID_LENGTH = 10;
/** Default locale of every formatted number and price. */
export const DEFAULT_LOCALE = "en";
/** Default currency of every price. */
export const DEFAULT_CURRENCY = "USD";

/** Builder plan prices in whole US dollars a month. */
export const BUILDER_PLAN_PRICES = {
  builder0: 299,
  builder1: 899,
  builder2: 2299,
} as const;

/** Licence prices in whole US dollars (section 9, "License prices"). */
export const LICENCE_PRICES = {
  managedLicense: 600,
  builderLicense: 2000,
  builderUser: 149,
  /** Per managed workspace user a month. */
  managedWorkspaceUser: 12,
  /** Per guest user a month. */
  guestUser: 1,
  /** Per 100k managed documents a month. */
  managedDocumentsPer100k: 12,
  /** Per GB of managed storage a month. */
  managedStoragePerGb: 9,
  gpoContractsApp: 900,
} as const;

/** Names under which priced items are looked up. */
export const PRICED_ITEM_NAMES = {
  managedWorkspaceUser: "Managed Workspace User",
  guestUser: "Managed Workspace Guest User",
  managedDocuments: "Managed Documents",
  managedStorage: "Managed Storage",
} as const;

/** What each managed subscription includes. */
export const MANAGED_SUBSCRIPTION_INCLUDES = {
  users: 5,
  guestUsers: 1000,
  documents: 10_000,
  /** Documents are priced in steps of this many. */
  documentsStep: 10_000,
  storageGb: 1,
} as const;

/** Document count up to which most apps' tier 0 is free; enterprise above. */
export const FREE_TIER_DOCUMENTS = 100_000;

/** Contact Management usage tiers (contacts). */
export const CONTACT_MANAGEMENT_TIERS = {
  freeBelow: 5000,
  step: 5000,
  pricePerStep: 10,
  enterpriseAbove: 500_000,
} as const;

/** Media Cloud CDN usage tiers (GB). */
export const MEDIA_CLOUD_TIERS = {
  freeGb: 1,
  paidFromGb: 5,
  pricePerGb: 7,
  enterpriseAboveGb: 100,
} as const;

/** Apps that come free with every bundle. */
export const FREE_APPS_OF_EVERY_BUNDLE = [
  "dashboards",
  "user-settings",
  "api-integrations",
  "automation-builder",
  "media-cloud",
] as const;

/** Digits of the one-time code e-mailed to confirm a registration. */
export const ONE_TIME_CODE_LENGTH = 6;

/** Minutes an e-mailed one-time code stays valid. */
export const ONE_TIME_CODE_VALID_MINUTES = 10;
/** Checks one code allows; after this many wrong ones it is dead and a new one must be sent. */
export const ONE_TIME_CODE_MAX_TRIES = 5;
/** How often a code may be sent to one address. */
export const ONE_TIME_CODE_SEND_LIMITS = {
  perMinute: { max: 1, windowSeconds: 60 },
  perHour: { max: 5, windowSeconds: 60 * 60 },
} as const;
/** Hours the access token given for a confirmed address stays valid. */
export const ACCESS_TOKEN_VALID_HOURS = 24;
