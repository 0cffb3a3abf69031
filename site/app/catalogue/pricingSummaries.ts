import { LICENCE_PRICE_LIST, visibleBuilderPlans, ROADMAP_ITEMS } from "@workcraft/domain/data";
import { formatMoney, toCents, type BuilderPlan } from "@workcraft/domain/rules";
import type { LicenceSummary, PlanSummary, RoadmapEntry } from "./shownData";
import { checkoutPath } from "../paths";

/** One checkout item of a plan as a line of its list: "Documents: 500k". */
export function checkoutItemText(item: BuilderPlan["checkoutItems"][number]): string {
  return `${item.name}: ${item.value}`;
}

/** The builder plans a visitor can choose, as the pricing table shows them. */
export function planSummaries(): PlanSummary[] {
  return visibleBuilderPlans().map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    items: plan.checkoutItems.map(checkoutItemText),
    action: { label: `Start with ${plan.name}`, href: checkoutPath({ planId: plan.id }) },
  }));
}

/** The licence price list, in its order. */
export function licenceSummaries(): LicenceSummary[] {
  return LICENCE_PRICE_LIST.map((item) => ({
    id: item.id,
    name: item.name,
    priceText: formatMoney(toCents(item.price)),
    ...(item.description ? { unit: item.description } : {}),
  }));
}

/** The roadmap's apps with their initial votes; live counts come from the API. */
export function roadmapEntries(): RoadmapEntry[] {
  return ROADMAP_ITEMS.map((item) => ({
    key: item.key,
    name: item.name,
    description: item.description,
    votes: item.votes,
  }));
}
