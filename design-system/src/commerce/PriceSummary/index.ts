export {
  PriceSummary,
  priceSummaryDensities,
  priceSummaryFields,
  priceSummaryLabels,
  priceSummaryVariants,
} from "./PriceSummary";
export type {
  PriceSummaryDensity,
  PriceSummaryField,
  PriceSummaryLabels,
  PriceSummaryProps,
} from "./PriceSummary";
