export { LogoStrip, logoStripVariants } from "./LogoStrip";
export type { LogoStripItem, LogoStripProps } from "./LogoStrip";
