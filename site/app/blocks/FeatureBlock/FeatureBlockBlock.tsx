import { FeatureBlock } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The FeatureBlock block. */
export function FeatureBlockBlock({ props, headingLevel }: BlockViewProps<"FeatureBlock">) {
  return <FeatureBlock {...props} headingLevel={headingLevel} />;
}

export default blockViewOf("FeatureBlock", FeatureBlockBlock);
