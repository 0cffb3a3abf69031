import { FAQ } from "@workcraft/design-system";
import type { BlockViewProps } from "../blockView";

/** The FAQ block. */
export function FAQBlock({ props, headingLevel }: BlockViewProps<"FAQ">) {
  return <FAQ {...props} headingLevel={headingLevel} />;
}
