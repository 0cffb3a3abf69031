import { LICENCE_PRICE_LIST } from "@workcraft/domain/data";
import {
  cartSummary,
  DEFAULT_LOCALE,
  formatCount,
  toCents,
  type CartSummary,
  type SiteLocale,
  MANAGED_SUBSCRIPTION_INCLUDES,
  PRICED_ITEM_NAMES,
  pricedItemByName,
  type Template,
} from "@workcraft/domain/rules";
import type { PriceSummaryProps } from "@workcraft/design-system";
import { catalogueTranslationOf } from "./catalogueLocale";
import { lowerFirst } from "../i18n/lowerFirst";

/** The word between a price and what it is for ("$1.20 per 10k"), in each of the site's locales. */
const PER: Readonly<Record<SiteLocale, string>> = { en: "per", de: "pro", fr: "par" };

/**
 * The unit a licence of the price list is priced by, as it follows a price in a row that
 * already names what it counts: "Per 100k documents" → "per 100k", "Per GB" → "per GB"; in
 * another locale its translated description, starting in lower case ("pro 100.000 Dokumente").
 */
function licenceUnit(name: string, locale: SiteLocale): string {
  const licence = pricedItemByName(LICENCE_PRICE_LIST, name);
  const description =
    locale === DEFAULT_LOCALE
      ? licence.description
      : catalogueTranslationOf(locale)?.licences[licence.id]?.description;
  if (!description) throw new Error(`The licence "${name}" names no unit in ${locale}`);
  if (locale !== DEFAULT_LOCALE) return lowerFirst(description, locale);
  return description.replace(/^Per /u, "per ").replace(/ documents$/u, "");
}

/**
 * A template's cart summary with its amounts written `locale`'s way; its words (the short
 * document count, the storage) as the template's translation has them.
 */
function summaryIn(template: Template, locale: SiteLocale): CartSummary {
  const summary = template.cartSummary;
  if (locale === DEFAULT_LOCALE) return summary;
  return {
    ...cartSummary(
      toCents(template.pricing.pricePerMonth),
      summary.appsIncluded,
      template.pricing.currency,
      locale,
    ),
    documentsIncludedShort: summary.documentsIncludedShort,
    storage: summary.storage,
  };
}

/** The text props of a price summary, headed by the template's name (data: no ref). */
export type PriceSummaryText = Omit<PriceSummaryProps, "heading" | "labels" | "density" | "ref"> & {
  heading: string;
};

/**
 * A template's cart summary as PriceSummary's text props: counts in the site's locale, and
 * each price of more with its unit (per 100k documents, per step of documents, per GB).
 */
export function priceSummaryOf(
  template: Template,
  locale: SiteLocale = DEFAULT_LOCALE,
): PriceSummaryText {
  const summary = summaryIn(template, locale);
  const count = (value: number) => formatCount(value, { locale });
  return {
    heading: template.info.name,
    pricePerUser: summary.pricePerUser,
    numberOfUsers: count(summary.numberOfUsers),
    guests: count(summary.guests),
    pricePerAdditionalGuestUser: summary.pricePerAdditionalGuestUser,
    documentsIncluded: count(summary.documentsIncluded),
    documentsIncludedShort: summary.documentsIncludedShort,
    pricePerDocumentsWithEachManagedSubscription: `${summary.pricePerDocumentsWithEachManagedSubscription} ${licenceUnit(PRICED_ITEM_NAMES.managedDocuments, locale)}`,
    pricePerAdditionalDocuments: `${summary.pricePerAdditionalDocuments} ${PER[locale]} ${formatCount(MANAGED_SUBSCRIPTION_INCLUDES.documentsStep, { short: true, locale })}`,
    storage: summary.storage,
    pricePerAdditionalStorage: `${summary.pricePerAdditionalStorage} ${licenceUnit(PRICED_ITEM_NAMES.managedStorage, locale)}`,
    appsIncluded: count(summary.appsIncluded),
    totalMonthlyCost: summary.totalMonthlyCost,
    totalYearlyCost: summary.totalYearlyCost,
  };
}
