import { CallToAction } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The CallToAction block. */
export function CallToActionBlock({ props, headingLevel }: BlockViewProps<"CallToAction">) {
  return <CallToAction {...props} headingLevel={headingLevel} />;
}

export default blockViewOf("CallToAction", CallToActionBlock);
