import { FeatureGrid, Icon } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The FeatureGrid block: each feature's icon drawn by name. */
export function FeatureGridBlock({ props, headingLevel }: BlockViewProps<"FeatureGrid">) {
  const { features, ...rest } = props;
  return (
    <FeatureGrid
      {...rest}
      headingLevel={headingLevel}
      features={features.map(({ icon, ...feature }) => ({
        ...feature,
        ...(icon ? { icon: <Icon name={icon} /> } : {}),
      }))}
    />
  );
}

export default blockViewOf("FeatureGrid", FeatureGridBlock);
