import { z } from "zod";

/**
 * Schemas of the spec's section 3 entities, with their types inferred beside them. Rules
 * import these types with `import type` only, so a browser bundle of a rule carries no zod.
 */

/** An app's tier: specialized apps, or enterprise apps sold on request. */
export const appTierSchema = z.enum(["specialized", "enterprise"]);
export type AppTier = z.infer<typeof appTierSchema>;

/** Which stats grid an app page shows. */
export const statsGridTypeSchema = z.enum([
  "3-stats",
  "4-stats",
  "5-stats-priced",
  "grid-free-apps",
]);
export type StatsGridType = z.infer<typeof statsGridTypeSchema>;

/** One usage tier of an app: the usage it covers and what it costs, both as display text. */
export const usageTierSchema = z.object({
  usage: z.string(),
  cost: z.string(),
});
export type UsageTier = z.infer<typeof usageTierSchema>;

/** What a free app recommends installing with it ("To-do Lists together with 6 other apps"). */
export const recommendedWithSchema = z.object({
  featuredApp: z.string().min(1),
  numberOfOtherApps: z.number().int().nonnegative(),
});
export type RecommendedWith = z.infer<typeof recommendedWithSchema>;

/**
 * An app's specifications. Version and installs are display data. The tiers are optional:
 * a 3-stats grid shows no tiers; `recommendedWith` exists only for free apps.
 */
export const appSpecificationsSchema = z.object({
  version: z.number().nonnegative(),
  installs: z.number().int().nonnegative(),
  statsGridType: statsGridTypeSchema,
  tier0: usageTierSchema.optional(),
  tier1: usageTierSchema.optional(),
  tier2: usageTierSchema.optional(),
  recommendedWith: recommendedWithSchema.optional(),
});
export type AppSpecifications = z.infer<typeof appSpecificationsSchema>;

/** One responsive image variant: the image and its WebP twin. */
export const imageVariantSchema = z.object({
  imgUrl: z.string().min(1),
  webpUrl: z.string().min(1),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A feature blurb of an app. `imageUrl` and `webpUrl` are the full-size image; the five
 * variants are all required so a responsive image never misses a width.
 */
export const appFeatureSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  imageUrl: z.string().min(1),
  webpUrl: z.string().min(1),
  xsImg: imageVariantSchema,
  smImg: imageVariantSchema,
  mdImg: imageVariantSchema,
  lgImg: imageVariantSchema,
  xlImg: imageVariantSchema,
});
export type AppFeature = z.infer<typeof appFeatureSchema>;

/**
 * An app of the catalogue. Required: the ids, tier, flags, name, short description and price.
 * Lists default to empty (`groups`, `excludes`, `dependencies`…) so rules never test for
 * undefined. Long texts, images, specifications and features are optional: coming-soon apps
 * have no page yet. `marketing.slug` is the app's page slug in the store.
 */
export const catalogueAppSchema = z.object({
  id: z.string().min(1),
  appId: z.string().min(1),
  tier: appTierSchema,
  comingSoon: z.boolean().default(false),
  defaultApp: z.boolean().default(false),
  groups: z.array(z.string()).default([]),
  industries: z.array(z.string()).default([]),
  useCases: z.array(z.string()).default([]),
  departments: z.array(z.string()).default([]),
  /** Ids of apps that cannot be in the same cart as this one. */
  excludes: z.array(z.string()).default([]),
  /** Ids of apps this one needs; adding it to the cart adds them too. */
  dependencies: z.array(z.string()).default([]),
  dependenciesBundleId: z.string().optional(),
  name: z.string().min(1),
  shortName: z.string().optional(),
  shortDescription: z.string().min(1),
  altTextImage: z.string().optional(),
  description: z.string().optional(),
  fullDescription: z.string().optional(),
  imageUrl: z.string().optional(),
  imageUrlV2: z.string().optional(),
  clearTagDescription: z.string().optional(),
  /** Monthly price in whole US dollars; 0 for free apps. */
  price: z.number().nonnegative(),
  tags: z.array(z.string()).default([]),
  specifications: appSpecificationsSchema.optional(),
  features: z.array(appFeatureSchema).default([]),
  marketing: z.object({ slug: z.string().min(1) }),
});
/** An app of the catalogue, as rules see it (defaults applied). */
export type CatalogueApp = z.output<typeof catalogueAppSchema>;
/** An app of the catalogue as written in data (lists and flags may be left out). */
export type CatalogueAppInput = z.input<typeof catalogueAppSchema>;

/** An app as the store lists it (`app-store/list-apps-from-store`). */
export const storeAppSchema = z.object({
  id: z.string().min(1),
  marketing: z.object({ slug: z.string().min(1), name: z.string().min(1) }),
});
export type StoreApp = z.infer<typeof storeAppSchema>;

/** A bundle's kind. */
export const bundleTypeSchema = z.enum(["use-case", "industry", "case-study"]);
export type BundleType = z.infer<typeof bundleTypeSchema>;

/** A fixed bundle of apps: free apps every bundle carries and the bundle's own apps. */
export const bundleDefinitionSchema = z.object({
  type: bundleTypeSchema,
  id: z.string().min(1),
  name: z.string().min(1),
  freeAppsIds: z.array(z.string().min(1)),
  bundleAppsIds: z.array(z.string().min(1)),
});
export type BundleDefinition = z.infer<typeof bundleDefinitionSchema>;

/** Builder plan ids of the spec. */
export const builderPlanIdSchema = z.enum(["builder0", "builder1", "builder2"]);
export type BuilderPlanId = z.infer<typeof builderPlanIdSchema>;

/** A builder plan. `hidden` plans (Startup) are sold only through templates. */
export const builderPlanSchema = z.object({
  id: builderPlanIdSchema,
  name: z.string().min(1),
  /** Monthly price in whole units of `currency`. */
  price: z.number().nonnegative(),
  currency: z.string().length(3),
  planId: z.string().min(1),
  projectId: z.string().min(1),
  hidden: z.boolean().default(false),
  checkoutPageInfo: z.object({ title: z.string(), planSelectedName: z.string() }),
  checkoutItems: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type BuilderPlan = z.output<typeof builderPlanSchema>;

/** A model project a template's workspace is copied from. */
export const modelProjectSchema = z.object({
  active: z.boolean(),
  id: z.string().min(1),
  docId: z.string().min(1),
  planId: z.string().min(1),
});
export type ModelProject = z.infer<typeof modelProjectSchema>;

/** A priced item, looked up by name (Managed Workspace User, Managed Storage…). */
export const pricedItemSchema = z.object({
  price: z.number().nonnegative(),
  name: z.string().min(1),
  id: z.string().min(1),
  description: z.string().optional(),
});
export type PricedItem = z.infer<typeof pricedItemSchema>;

/** A template's price as displayed. Prices are whole currency units, not cents. */
export const templatePricingSchema = z.object({
  price: z.number().nonnegative(),
  formattedPrice: z.string(),
  pricePerMonth: z.number().nonnegative(),
  pricePerMonthRounded: z.number().int().nonnegative(),
  formattedPricePerMonth: z.string(),
  currency: z.string().length(3),
});
export type TemplatePricing = z.infer<typeof templatePricingSchema>;

/**
 * The summary beside a template's cart: what each managed subscription includes, the prices
 * of more, and the totals. Prices are formatted text; `totalYearlyCost` is 12 × monthly.
 */
export const cartSummarySchema = z.object({
  pricePerUser: z.string(),
  numberOfUsers: z.number().int().nonnegative(),
  guests: z.number().int().nonnegative(),
  pricePerAdditionalGuestUser: z.string(),
  currency: z.string().length(3),
  documentsIncluded: z.number().int().nonnegative(),
  /** Short form of `documentsIncluded`, e.g. "10k". */
  documentsIncludedShort: z.string(),
  pricePerDocumentsWithEachManagedSubscription: z.string(),
  pricePerAdditionalDocuments: z.string(),
  /** Included storage as text, e.g. "1 GB". */
  storage: z.string(),
  pricePerAdditionalStorage: z.string(),
  appsIncluded: z.number().int().nonnegative(),
  totalMonthlyCost: z.string(),
  totalYearlyCost: z.string(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/**
 * A template. `apps` are resolved from the catalogue in `appIds` order and `modelProject`
 * by id; both are optional because a template is declared before it is resolved.
 */
export const templateSchema = z.object({
  id: z.string().min(1),
  /** Tells apart price variants of one template. */
  variantId: z.string().min(1).optional(),
  appIds: z.array(z.string().min(1)),
  pricing: templatePricingSchema,
  cartSummary: cartSummarySchema,
  info: z.object({ name: z.string().min(1) }),
  apps: z.array(catalogueAppSchema).optional(),
  modelProject: modelProjectSchema.optional(),
  isValid: z.literal(true),
});
export type Template = z.output<typeof templateSchema>;

/** An item of the cart. */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  quantity: z.number().int().positive(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
