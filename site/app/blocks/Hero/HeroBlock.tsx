import { Hero } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The Hero block: the design system's Hero with the page's picture. */
export function HeroBlock({ props, headingLevel }: BlockViewProps<"Hero">) {
  return <Hero {...props} headingLevel={headingLevel} />;
}

export default blockViewOf("Hero", HeroBlock);
