export * from "./AppCard";
export * from "./CartButton";
export * from "./PriceSummary";
export * from "./PricingTable";
export * from "./StatsGrid";
export * from "./VoteButton";
