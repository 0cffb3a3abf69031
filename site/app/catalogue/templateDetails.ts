import { templateBuilderPlan, TEMPLATES } from "@workcraft/domain/data";
import {
  formatMoney,
  formatCount,
  toCents,
  MANAGED_SUBSCRIPTION_INCLUDES,
  type Template,
} from "@workcraft/domain/rules";
import type {
  TemplateDetailsData,
  TemplateSummary,
  TemplateVariant,
} from "../blocks/resolvedBlock";
import { templatePagePath } from "../content/cataloguePages";
import { appSummaries } from "./appSummaries";

/** The price variants of a template, in the catalogue's order. */
export function templateVariants(templateId: string): Template[] {
  return TEMPLATES.filter((template) => template.id === templateId);
}

function variantOf(template: Template): TemplateVariant {
  const summary = template.cartSummary;
  return {
    id: template.variantId ?? template.id,
    name: template.info.name,
    monthly: template.pricing.formattedPricePerMonth,
    yearly: summary.totalYearlyCost,
    summary: [
      { label: "Users per managed subscription", value: formatCount(summary.numberOfUsers) },
      { label: "Price per user", value: summary.pricePerUser },
      { label: "Guest users included", value: formatCount(summary.guests) },
      { label: "Each additional guest user", value: summary.pricePerAdditionalGuestUser },
      { label: "Documents included", value: summary.documentsIncludedShort },
      {
        label: `Each additional ${formatCount(MANAGED_SUBSCRIPTION_INCLUDES.documentsStep, { short: true })} documents`,
        value: summary.pricePerAdditionalDocuments,
      },
      { label: "Storage included", value: summary.storage },
      { label: "Each additional GB of storage", value: summary.pricePerAdditionalStorage },
      { label: "Apps included", value: formatCount(summary.appsIncluded) },
      { label: "Total per month", value: summary.totalMonthlyCost },
      { label: "Total per year", value: summary.totalYearlyCost },
    ],
  };
}

/** Everything a template's page shows. */
export function templateDetails(templateId: string): TemplateDetailsData {
  const variants = templateVariants(templateId);
  const first = variants[0];
  if (!first) throw new Error(`The catalogue has no template "${templateId}"`);
  return {
    templateId,
    name: first.info.name,
    planName: templateBuilderPlan(templateId as Parameters<typeof templateBuilderPlan>[0]).name,
    apps: appSummaries(first.appIds),
    variants: variants.map(variantOf),
  };
}

/** Every template as a card: name, app count and its lowest monthly price. */
export function templateSummaries(): TemplateSummary[] {
  const ids = [...new Set(TEMPLATES.map((template) => template.id))];
  return ids.map((id) => {
    const variants = templateVariants(id);
    const first = variants[0]!;
    const lowest = Math.min(...variants.map((variant) => variant.pricing.pricePerMonth));
    return {
      id,
      name: first.info.name,
      description: `${first.appIds.length} apps set up together, from ${formatMoney(toCents(lowest))} a month.`,
      href: templatePagePath(id),
      appCount: first.appIds.length,
      priceText: `${formatMoney(toCents(lowest))} / month`,
    };
  });
}
