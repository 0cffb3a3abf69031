export { FeatureBlock, featureBlockVariants, featureImagePositions } from "./FeatureBlock";
export type { FeatureBlockProps, FeatureImagePosition } from "./FeatureBlock";
