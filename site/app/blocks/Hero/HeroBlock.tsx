import { Hero } from "@workcraft/design-system";
import type { BlockViewProps } from "../blockView";

/** The Hero block: the design system's Hero with the page's picture. */
export function HeroBlock({ props, headingLevel }: BlockViewProps<"Hero">) {
  return <Hero {...props} headingLevel={headingLevel} />;
}
