import {
  LICENCE_PRICE_LIST,
  visibleBuilderPlans,
  ROADMAP_ITEMS,
  translateBuilderPlan,
  translatePricedItem,
  translateRoadmapItem,
} from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  formatMoney,
  toCents,
  type BuilderPlan,
  type SiteLocale,
} from "@workcraft/domain/rules";
import type { LicenceSummary, PlanSummary, RoadmapEntry } from "./shownData";
import { checkoutPath } from "../paths";
import { catalogueTranslationOf } from "./catalogueLocale";

/** One checkout item of a plan as a line of its list: "Documents: 500k". */
export function checkoutItemText(item: BuilderPlan["checkoutItems"][number]): string {
  return `${item.name}: ${item.value}`;
}

/**
 * The builder plans a visitor can choose, as the pricing table shows them, with their words in
 * `locale` (a plan's name stays); the checkout they start is the locale's.
 */
export function planSummaries(locale: SiteLocale = DEFAULT_LOCALE): PlanSummary[] {
  const translation = catalogueTranslationOf(locale);
  return visibleBuilderPlans().map((english) => {
    const plan = translation ? translateBuilderPlan(english, translation) : english;
    return {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
      items: plan.checkoutItems.map(checkoutItemText),
      action: { label: plan.name, href: checkoutPath({ planId: plan.id }, locale) },
    };
  });
}

/** The licence price list, in its order, its prices and units in `locale`. */
export function licenceSummaries(locale: SiteLocale = DEFAULT_LOCALE): LicenceSummary[] {
  const translation = catalogueTranslationOf(locale);
  return LICENCE_PRICE_LIST.map((english) => {
    const item = translation ? translatePricedItem(english, translation) : english;
    return {
      id: item.id,
      name: item.name,
      priceText: formatMoney(toCents(item.price), { locale }),
      ...(item.description ? { unit: item.description } : {}),
    };
  });
}

/** The roadmap's apps with their initial votes, described in `locale`; live counts come from the API. */
export function roadmapEntries(locale: SiteLocale = DEFAULT_LOCALE): RoadmapEntry[] {
  const translation = catalogueTranslationOf(locale);
  return ROADMAP_ITEMS.map((english) => {
    const item = translation ? translateRoadmapItem(english, translation) : english;
    return { key: item.key, name: item.name, description: item.description, votes: item.votes };
  });
}
