export { AppCard, appCardLayouts, appCardVariants } from "./AppCard";
export type { AppCardLayout, AppCardProps } from "./AppCard";
