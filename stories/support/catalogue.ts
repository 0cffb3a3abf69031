import {
  appById,
  formatCount,
  formatMoney,
  LICENCE_PRICE_LIST,
  MANAGED_SUBSCRIPTION_INCLUDES,
  PRICED_ITEM_NAMES,
  pricedItemByName,
  ROADMAP_ITEMS,
  templateById,
  toCents,
  type BuilderPlan,
  type CatalogueApp,
  type RoadmapItem,
  type Template,
  type UsageTier,
} from "@workcraft/domain";

/*
 * Stories show the real catalogue of `@workcraft/domain`. These lookups fail loudly when the
 * catalogue loses what a story shows, instead of rendering an empty story.
 */

/** The catalogue app with this id. */
export function appOrThrow(id: string): CatalogueApp {
  const app = appById(id);
  if (!app) throw new Error(`The catalogue has no app "${id}"`);
  return app;
}

/** The app's store page: `/business-app/<slug>`. */
export function appHref(app: CatalogueApp): string {
  return `/business-app/${app.marketing.slug}`;
}

/** An app's monthly price as a tile or card shows it: "Free" when zero, else "$299". */
export function appPriceText(app: CatalogueApp): string {
  return app.price === 0 ? "Free" : formatMoney(toCents(app.price));
}

/** The app's specifications; only coming-soon apps lack them. */
export function specificationsOrThrow(app: CatalogueApp) {
  if (!app.specifications) throw new Error(`The catalogue app "${app.id}" has no specifications`);
  return app.specifications;
}

/** The app's usage tiers in order (tier0, tier1, then tier2 if it has one). */
export function tiersOf(app: CatalogueApp): UsageTier[] {
  const { tier0, tier1, tier2 } = specificationsOrThrow(app);
  return [tier0, tier1, tier2].filter((tier): tier is UsageTier => tier !== undefined);
}

/** One checkout item of a plan as a line of its list: "Documents: 500k". */
export function checkoutItemText(item: BuilderPlan["checkoutItems"][number]): string {
  return `${item.name}: ${item.value}`;
}

/** The line of `plan`'s list for its checkout item `name`. */
export function checkoutItemTextOf(plan: BuilderPlan, name: string): string {
  const item = plan.checkoutItems.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`Builder plan "${plan.id}" has no checkout item "${name}"`);
  return checkoutItemText(item);
}

/** The template (price variant) with this id. */
export function templateOrThrow(id: string, variantId?: string): Template {
  const template = templateById(id, variantId);
  if (!template) throw new Error(`The catalogue has no template "${id}" "${variantId ?? ""}"`);
  return template;
}

/** The roadmap item with this vote key. */
export function roadmapItemOrThrow(key: RoadmapItem["key"]): RoadmapItem {
  const item = ROADMAP_ITEMS.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`The roadmap has no item "${key}"`);
  return item;
}

/**
 * The unit a licence of the price list is priced by, as it follows a price in a row that
 * already names what it counts: "Per 100k documents" → "per 100k", "Per GB" → "per GB".
 */
function licenceUnit(name: string): string {
  const description = pricedItemByName(LICENCE_PRICE_LIST, name).description;
  if (!description) throw new Error(`The licence "${name}" names no unit`);
  return description.replace(/^Per /u, "per ").replace(/ documents$/u, "");
}

/**
 * A template's cart summary as PriceSummary's text props: counts in locale en, and each price
 * of more with its unit (per 100k documents, per step of documents, per GB of storage).
 */
export function priceSummaryOf(template: Template) {
  const summary = template.cartSummary;
  return {
    heading: template.info.name,
    pricePerUser: summary.pricePerUser,
    numberOfUsers: formatCount(summary.numberOfUsers),
    guests: formatCount(summary.guests),
    pricePerAdditionalGuestUser: summary.pricePerAdditionalGuestUser,
    documentsIncluded: formatCount(summary.documentsIncluded),
    documentsIncludedShort: summary.documentsIncludedShort,
    pricePerDocumentsWithEachManagedSubscription: `${summary.pricePerDocumentsWithEachManagedSubscription} ${licenceUnit(PRICED_ITEM_NAMES.managedDocuments)}`,
    pricePerAdditionalDocuments: `${summary.pricePerAdditionalDocuments} per ${formatCount(MANAGED_SUBSCRIPTION_INCLUDES.documentsStep, { short: true })}`,
    storage: summary.storage,
    pricePerAdditionalStorage: `${summary.pricePerAdditionalStorage} ${licenceUnit(PRICED_ITEM_NAMES.managedStorage)}`,
    appsIncluded: formatCount(summary.appsIncluded),
    totalMonthlyCost: summary.totalMonthlyCost,
    totalYearlyCost: summary.totalYearlyCost,
  };
}
