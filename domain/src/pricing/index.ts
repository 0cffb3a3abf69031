export { fromCents, toCents, type Cents } from "./money";
export { MANAGED_PRICED_ITEMS, pricedItemByName } from "./pricedItems";
export {
  contactManagementPrice,
  documentTierPrice,
  mediaCloudPrice,
  type UsagePrice,
} from "./usageTiers";
export {
  MONTHS_PER_YEAR,
  cartSummary,
  pricePerDocumentsStep,
  templatePricing,
} from "./templatePricing";
export { workspacePrice, type WorkspacePrice, type WorkspaceUsage } from "./workspaceCalculator";
export { workspaceUsageSchema } from "./workspaceUsageSchema";
