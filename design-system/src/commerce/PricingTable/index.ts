export { PricingTable, pricingTableVariants } from "./PricingTable";
export type { PricingPlan, PricingTableProps } from "./PricingTable";
