export { formatMoney, fromCents, toCents, type Cents } from "./money";
export { contactManagementPrice, mediaCloudPrice, type UsagePrice } from "./usageTiers";
export {
  MONTHS_PER_YEAR,
  cartSummary,
  pricePerDocumentsStep,
  shortCount,
  templatePricing,
} from "./templatePricing";
export { workspacePrice, type WorkspacePrice, type WorkspaceUsage } from "./workspaceCalculator";
