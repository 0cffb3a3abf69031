import { LICENCE_PRICE_LIST } from "@workcraft/domain/data";
import {
  formatCount,
  MANAGED_SUBSCRIPTION_INCLUDES,
  PRICED_ITEM_NAMES,
  pricedItemByName,
  type Template,
} from "@workcraft/domain/rules";
import type { PriceSummaryProps } from "@workcraft/design-system";

/**
 * The unit a licence of the price list is priced by, as it follows a price in a row that
 * already names what it counts: "Per 100k documents" → "per 100k", "Per GB" → "per GB".
 */
function licenceUnit(name: string): string {
  const description = pricedItemByName(LICENCE_PRICE_LIST, name).description;
  if (!description) throw new Error(`The licence "${name}" names no unit`);
  return description.replace(/^Per /u, "per ").replace(/ documents$/u, "");
}

/** The text props of a price summary, headed by the template's name (data: no ref). */
export type PriceSummaryText = Omit<PriceSummaryProps, "heading" | "labels" | "density" | "ref"> & {
  heading: string;
};

/**
 * A template's cart summary as PriceSummary's text props: counts in the site's locale, and
 * each price of more with its unit (per 100k documents, per step of documents, per GB).
 */
export function priceSummaryOf(template: Template): PriceSummaryText {
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
