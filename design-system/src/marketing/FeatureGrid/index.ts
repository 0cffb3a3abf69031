export { FeatureGrid, featureGridColumns, featureGridVariants } from "./FeatureGrid";
export type { FeatureGridColumns, FeatureGridItem, FeatureGridProps } from "./FeatureGrid";
