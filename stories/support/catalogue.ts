import { appById, ROADMAP_ITEMS, templateById, type RoadmapItem } from "@workcraft/domain/data";
import type { BuilderPlan, CatalogueApp, Template } from "@workcraft/domain/rules";
import type { StatsGridStat } from "@workcraft/design-system";
import { figuresOf as figureMessagesOf } from "../../site/app/catalogue/appPresentation";
import { checkoutItemText } from "../../site/app/catalogue/pricingSummaries";
import { en } from "../../site/app/i18n/messages/en";
import { appPagePath } from "../../site/app/paths";

export { appPriceText, tiersOf } from "../../site/app/catalogue/appPresentation";
export { priceSummaryOf } from "../../site/app/catalogue/priceSummary";
export { checkoutItemText } from "../../site/app/catalogue/pricingSummaries";

/*
 * Stories show the real catalogue of `@workcraft/domain`. These lookups fail loudly when the
 * catalogue loses what a story shows, instead of rendering an empty story.
 */

/** Where an app's page is published. */
export function appHref(app: Pick<CatalogueApp, "marketing">): string {
  return appPagePath(app.marketing.slug);
}

/** Version and installs as an English page's stats grid says them. */
export function figuresOf(app: CatalogueApp): StatsGridStat[] {
  return figureMessagesOf(app).map((figure) => ({
    label: en[figure.label],
    value: figure.word ? en[figure.word] : figure.value,
  }));
}

/** The catalogue app with this id. */
export function appOrThrow(id: string): CatalogueApp {
  const app = appById(id);
  if (!app) throw new Error(`The catalogue has no app "${id}"`);
  return app;
}

/** The app's specifications; only coming-soon apps lack them. */
export function specificationsOrThrow(app: CatalogueApp) {
  if (!app.specifications) throw new Error(`The catalogue app "${app.id}" has no specifications`);
  return app.specifications;
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
