import { Steps } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The Steps block. */
export function StepsBlock({ props, headingLevel }: BlockViewProps<"Steps">) {
  return <Steps {...props} headingLevel={headingLevel} />;
}

export default blockViewOf("Steps", StepsBlock);
