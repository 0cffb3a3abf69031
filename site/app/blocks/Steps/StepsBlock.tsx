import { Steps } from "@workcraft/design-system";
import type { BlockViewProps } from "../blockView";

/** The Steps block. */
export function StepsBlock({ props, headingLevel }: BlockViewProps<"Steps">) {
  return <Steps {...props} headingLevel={headingLevel} />;
}
