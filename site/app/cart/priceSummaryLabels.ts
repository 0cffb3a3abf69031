import type { PriceSummaryLabels } from "@workcraft/design-system";
import type { PlainMessageId } from "../i18n/messageCatalogue";
import type { ShellText } from "../i18n/shellText";

/**
 * A price summary's rows, each with its message, written out whole so the build can shorten each
 * id (`cart.summary.<row>`): the cart's summary and each template variant's say the same.
 */
const SUMMARY_LABELS = {
  pricePerUser: "cart.summary.pricePerUser",
  numberOfUsers: "cart.summary.numberOfUsers",
  guests: "cart.summary.guests",
  pricePerAdditionalGuestUser: "cart.summary.pricePerAdditionalGuestUser",
  documentsIncluded: "cart.summary.documentsIncluded",
  pricePerDocumentsWithEachManagedSubscription:
    "cart.summary.pricePerDocumentsWithEachManagedSubscription",
  pricePerAdditionalDocuments: "cart.summary.pricePerAdditionalDocuments",
  storage: "cart.summary.storage",
  pricePerAdditionalStorage: "cart.summary.pricePerAdditionalStorage",
  appsIncluded: "cart.summary.appsIncluded",
  totalMonthlyCost: "cart.summary.totalMonthlyCost",
  totalYearlyCost: "cart.summary.totalYearlyCost",
} as const satisfies Record<string, PlainMessageId>;

/** A price summary's row labels in the page's locale (the `cart` part of its catalogue). */
export function priceSummaryLabelsIn(text: ShellText): Partial<PriceSummaryLabels> {
  return Object.fromEntries(
    Object.entries(SUMMARY_LABELS).map(([row, id]) => [row, text.text(id)]),
  );
}
