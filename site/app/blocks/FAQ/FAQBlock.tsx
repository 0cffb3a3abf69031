import { FAQ } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The FAQ block. */
export function FAQBlock({ props, headingLevel }: BlockViewProps<"FAQ">) {
  return <FAQ {...props} headingLevel={headingLevel} />;
}

export default blockViewOf("FAQ", FAQBlock);
