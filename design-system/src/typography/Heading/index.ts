export { Heading, headingLevels, headingSizes, headingVariants } from "./Heading";
export type { HeadingLevel, HeadingProps, HeadingSize } from "./Heading";
