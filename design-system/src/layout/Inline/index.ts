export { Inline, inlineAlignments } from "./Inline";
export type { InlineAlignment, InlineProps } from "./Inline";
