import type {
  AppFeature,
  AppSpecifications,
  BuilderPlan,
  BuilderPlanId,
  BundleDefinition,
  CartSummary,
  CatalogueApp,
  ModelProject,
  PricedItem,
  Template,
  UsageTier,
} from "../../catalogue/catalogueSchema";
import type { TEMPLATE_BUILDER_PLANS } from "../../catalogue/resolveTemplate";
import { clearTags, type FeatureText } from "../defineApp";
import type { RoadmapItem } from "../roadmap";

/*
 * The shape of a translation of the catalogue (an overlay: English stays the catalogue itself,
 * a locale's file holds only the words). Every field of every catalogue entity is classified
 * below; a field the schema gains and nobody classifies is a type error here, and a field
 * classified as text is a field every translation must carry (the mapped types below, and
 * `catalogueTranslation.test.ts` for the values the types cannot see, such as app ids).
 */

/** The locales the catalogue is translated into; English is the catalogue itself. */
export const CATALOGUE_LOCALES = ["de", "fr"] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/**
 * What a field holds: words a visitor reads ("text", translated), a name that stays as it is
 * ("name": Workcraft, Kanban, Deal Flow, Standard…), an amount or count the locale's number
 * formatter writes ("format": "$299", "1,000"), or data nobody reads as words ("data": ids,
 * flags, image URLs, lists of ids).
 */
export type FieldKind = "text" | "name" | "format" | "data";

/** The kinds of an app's fields. */
export const APP_FIELD_KINDS = {
  id: "data",
  appId: "data",
  tier: "data",
  comingSoon: "data",
  defaultApp: "data",
  groups: "data",
  industries: "data",
  useCases: "data",
  departments: "data",
  excludes: "data",
  dependencies: "data",
  dependenciesBundleId: "data",
  name: "name",
  shortName: "name",
  shortDescription: "text",
  altTextImage: "text",
  description: "text",
  fullDescription: "text",
  imageUrl: "data",
  imageUrlV2: "data",
  clearTagDescription: "text",
  price: "data",
  // Shown as words: the meta keywords of the app's page and what the store's search matches.
  tags: "text",
  // Its tiers' usage and cost; version, installs and the grid type are numbers and data.
  specifications: "text",
  // Their titles and descriptions; the images are data.
  features: "text",
  marketing: "data",
} as const satisfies Record<keyof CatalogueApp, FieldKind>;

/** The kinds of a builder plan's fields. */
export const BUILDER_PLAN_FIELD_KINDS = {
  id: "data",
  name: "name",
  price: "data",
  currency: "data",
  planId: "data",
  projectId: "data",
  hidden: "data",
  // Its title; `planSelectedName` is the plan's name.
  checkoutPageInfo: "text",
  checkoutItems: "text",
} as const satisfies Record<keyof BuilderPlan, FieldKind>;

/** The kinds of a bundle's fields: a bundle shows its name and its apps, nothing to translate. */
export const BUNDLE_FIELD_KINDS = {
  type: "data",
  id: "data",
  name: "name",
  freeAppsIds: "data",
  bundleAppsIds: "data",
} as const satisfies Record<keyof BundleDefinition, FieldKind>;

/** The kinds of a model project's fields: ids and a flag, nothing a visitor reads. */
export const MODEL_PROJECT_FIELD_KINDS = {
  active: "data",
  id: "data",
  docId: "data",
  planId: "data",
} as const satisfies Record<keyof ModelProject, FieldKind>;

/** The kinds of a template's fields. */
export const TEMPLATE_FIELD_KINDS = {
  id: "data",
  variantId: "data",
  appIds: "data",
  pricing: "format",
  // Its short document count and its storage, see CART_SUMMARY_FIELD_KINDS.
  cartSummary: "text",
  info: "name",
  apps: "data",
  modelProject: "data",
  isValid: "data",
} as const satisfies Record<keyof Template, FieldKind>;

/** The kinds of a template's cart summary: amounts are formatted, two counts are written as words. */
export const CART_SUMMARY_FIELD_KINDS = {
  pricePerUser: "format",
  numberOfUsers: "data",
  guests: "data",
  pricePerAdditionalGuestUser: "format",
  currency: "data",
  documentsIncluded: "data",
  // "10k": an English abbreviation ("10.000" in German, "10 k" in French).
  documentsIncludedShort: "text",
  pricePerDocumentsWithEachManagedSubscription: "format",
  pricePerAdditionalDocuments: "format",
  // "1 GB" ("1 Go" in French).
  storage: "text",
  pricePerAdditionalStorage: "format",
  appsIncluded: "data",
  totalMonthlyCost: "format",
  totalYearlyCost: "format",
} as const satisfies Record<keyof CartSummary, FieldKind>;

/** The kinds of a priced item's (a licence's) fields. */
export const PRICED_ITEM_FIELD_KINDS = {
  price: "data",
  name: "name",
  id: "data",
  description: "text",
} as const satisfies Record<keyof PricedItem, FieldKind>;

/** The kinds of a roadmap app's fields. */
export const ROADMAP_ITEM_FIELD_KINDS = {
  key: "data",
  name: "name",
  description: "text",
  votes: "data",
} as const satisfies Record<keyof RoadmapItem, FieldKind>;

/** The fields of `Kinds` classified as text. */
export type TextFieldOf<Kinds> = {
  [Field in keyof Kinds]: Kinds[Field] extends "text" ? Field : never;
}[keyof Kinds];

/** The fields of `Kinds` classified as text, as a list (for tests and tools). */
export function textFieldsOf<Kinds extends Record<string, FieldKind>>(
  kinds: Kinds,
): TextFieldOf<Kinds>[] {
  return Object.keys(kinds).filter((field) => kinds[field] === "text") as TextFieldOf<Kinds>[];
}

/** A usage tier's text: what it covers and what it costs ("up to 100k documents", "Free"). */
export type UsageTierText = Pick<UsageTier, "usage" | "cost">;

/** The words of an app's specifications: its tiers, present where the English app has them. */
export interface SpecificationsText {
  tier0?: UsageTierText;
  tier1?: UsageTierText;
  tier2?: UsageTierText;
}

/** The translated shape of each text field of an app. */
interface AppTextShapes {
  shortDescription: string;
  altTextImage: string;
  description: string;
  fullDescription: string;
  clearTagDescription: string;
  tags: readonly string[];
  specifications: SpecificationsText;
  /** The feature blurbs, in the English order: title and description of each. */
  features: readonly FeatureText[];
}

/** The words of an app in one locale: every text field of the catalogue's app. */
export type AppTranslation = {
  [Field in Exclude<TextFieldOf<typeof APP_FIELD_KINDS>, "specifications">]: AppTextShapes[Field];
} & {
  /** Absent only when the English app has no specifications (coming-soon apps). */
  specifications?: AppTextShapes["specifications"];
};

/** The translated shape of each text field of a builder plan. */
interface BuilderPlanTextShapes {
  checkoutPageInfo: Pick<BuilderPlan["checkoutPageInfo"], "title">;
  /** The lines of the checkout summary, in the English order: what is counted and how much. */
  checkoutItems: readonly BuilderPlan["checkoutItems"][number][];
}

/** The words of a builder plan in one locale (its name stays). */
export type BuilderPlanTranslation = {
  [Field in TextFieldOf<typeof BUILDER_PLAN_FIELD_KINDS>]: BuilderPlanTextShapes[Field];
};

/** The words of a template in one locale (its name and amounts stay). */
export type TemplateTranslation = {
  [Field in TextFieldOf<typeof TEMPLATE_FIELD_KINDS>]: Pick<
    CartSummary,
    TextFieldOf<typeof CART_SUMMARY_FIELD_KINDS>
  >;
};

/** The words of a licence of the price list in one locale, where the English one has any. */
export type PricedItemTranslation = {
  [Field in TextFieldOf<typeof PRICED_ITEM_FIELD_KINDS>]: string;
};

/** The words of a roadmap app in one locale (its name stays). */
export type RoadmapItemTranslation = {
  [Field in TextFieldOf<typeof ROADMAP_ITEM_FIELD_KINDS>]: string;
};

/** The ids of the catalogue's templates (price variants share their template's words). */
export type TemplateId = keyof typeof TEMPLATE_BUILDER_PLANS;

/**
 * The catalogue in one locale, as an overlay on the English catalogue: apps by their `id`
 * (their stable key; the slug follows from it), plans, templates and roadmap apps by their ids,
 * licences by id where the English licence has a description. Bundles and model projects have
 * no words of their own (names and ids), so they have no entry.
 */
export interface CatalogueTranslation {
  locale: CatalogueLocale;
  apps: Readonly<Record<string, AppTranslation>>;
  builderPlans: Readonly<Record<BuilderPlanId, BuilderPlanTranslation>>;
  templates: Readonly<Record<TemplateId, TemplateTranslation>>;
  licences: Readonly<Record<string, PricedItemTranslation>>;
  roadmap: Readonly<Record<RoadmapItem["key"], RoadmapItemTranslation>>;
}

/**
 * An app's words as a locale file writes them: the clear-tag description follows from the
 * description, as `defineApp` makes the English one.
 */
export function appText(text: Omit<AppTranslation, "clearTagDescription">): AppTranslation {
  return { ...text, clearTagDescription: clearTags(text.description) };
}

/** The tiers of an app's specifications, in order. */
const TIERS = ["tier0", "tier1", "tier2"] as const;

/** Specifications with the words of their tiers replaced; version, installs and grid kept. */
function translateSpecifications(
  specifications: AppSpecifications,
  text: SpecificationsText | undefined,
): AppSpecifications {
  const translated = { ...specifications };
  for (const tier of TIERS) {
    const english = specifications[tier];
    const words = text?.[tier];
    if (english && words) translated[tier] = { ...english, ...words };
  }
  return translated;
}

/** An app of the catalogue with its words in the translation's locale; the app unchanged without one. */
export function translateApp(app: CatalogueApp, translation: CatalogueTranslation): CatalogueApp {
  const text = translation.apps[app.id];
  if (!text) return app;
  return {
    ...app,
    shortDescription: text.shortDescription,
    altTextImage: text.altTextImage,
    description: text.description,
    fullDescription: text.fullDescription,
    clearTagDescription: text.clearTagDescription,
    tags: [...text.tags],
    ...(app.specifications
      ? { specifications: translateSpecifications(app.specifications, text.specifications) }
      : {}),
    features: app.features.map((feature, index): AppFeature => ({
      ...feature,
      ...text.features[index],
    })),
  };
}

/** A builder plan with its words in the translation's locale. */
export function translateBuilderPlan(
  plan: BuilderPlan,
  translation: CatalogueTranslation,
): BuilderPlan {
  const text = translation.builderPlans[plan.id];
  return {
    ...plan,
    checkoutPageInfo: { ...plan.checkoutPageInfo, ...text.checkoutPageInfo },
    checkoutItems: text.checkoutItems.map((item) => ({ ...item })),
  };
}

/** A template (any price variant) with its words in the translation's locale. */
export function translateTemplate(template: Template, translation: CatalogueTranslation): Template {
  const text = translation.templates[template.id as TemplateId];
  if (!text) return template;
  return {
    ...template,
    cartSummary: { ...template.cartSummary, ...text.cartSummary },
    ...(template.apps ? { apps: template.apps.map((app) => translateApp(app, translation)) } : {}),
  };
}

/** A licence of the price list with its words in the translation's locale. */
export function translatePricedItem(
  item: PricedItem,
  translation: CatalogueTranslation,
): PricedItem {
  const text = translation.licences[item.id];
  return text && item.description !== undefined ? { ...item, ...text } : item;
}

/** A roadmap app with its words in the translation's locale. */
export function translateRoadmapItem(
  item: RoadmapItem,
  translation: CatalogueTranslation,
): RoadmapItem {
  return { ...item, ...translation.roadmap[item.key] };
}
