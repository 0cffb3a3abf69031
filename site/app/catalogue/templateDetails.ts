import { templateBuilderPlan, TEMPLATES, translateTemplate } from "@workcraft/domain/data";
import {
  DEFAULT_LOCALE,
  formatMoney,
  toCents,
  type SiteLocale,
  type Template,
} from "@workcraft/domain/rules";
import type { TemplateDetailsData, TemplateSummary, TemplateVariant } from "./shownData";
import { appSummaries } from "./appSummaries";
import { catalogueTranslationOf, templatePageHref } from "./catalogueLocale";
import { priceSummaryOf } from "./priceSummary";

/** The price variants of a template, in the catalogue's order. */
export function templateVariants(templateId: string): Template[] {
  return TEMPLATES.filter((template) => template.id === templateId);
}

function variantOf(template: Template, locale: SiteLocale): TemplateVariant {
  const monthlyCents = toCents(template.pricing.pricePerMonth);
  return {
    id: template.variantId ?? template.id,
    name: template.info.name,
    monthly: formatMoney(monthlyCents, { currency: template.pricing.currency, locale }),
    monthlyCents,
    summary: priceSummaryOf(template, locale),
  };
}

/** Everything a template's page shows, in `locale` (its cart summary's words, its apps). */
export function templateDetails(
  templateId: string,
  locale: SiteLocale = DEFAULT_LOCALE,
): TemplateDetailsData {
  const translation = catalogueTranslationOf(locale);
  const variants = templateVariants(templateId).map((variant) =>
    translation ? translateTemplate(variant, translation) : variant,
  );
  const first = variants[0];
  if (!first) throw new Error(`The catalogue has no template "${templateId}"`);
  return {
    templateId,
    name: first.info.name,
    planName: templateBuilderPlan(templateId as Parameters<typeof templateBuilderPlan>[0]).name,
    apps: appSummaries(first.appIds, locale),
    variants: variants.map((variant) => variantOf(variant, locale)),
  };
}

/**
 * Every template as a card: name, app count and its lowest monthly price (written `locale`'s
 * way); its page in `locale` where it has one there. The card's words are its view's.
 */
export function templateSummaries(locale: SiteLocale = DEFAULT_LOCALE): TemplateSummary[] {
  const ids = [...new Set(TEMPLATES.map((template) => template.id))];
  return ids.map((id) => {
    const variants = templateVariants(id);
    const first = variants[0]!;
    const lowest = Math.min(...variants.map((variant) => variant.pricing.pricePerMonth));
    return {
      id,
      name: first.info.name,
      href: templatePageHref(id, locale),
      appCount: first.appIds.length,
      fromPrice: formatMoney(toCents(lowest), { currency: first.pricing.currency, locale }),
    };
  });
}
