import type { BlockLevel } from "./blockLevel";
import type { ResolvedBlockProps, ResolvedBlockType } from "./resolvedBlock";

/** What the page renderer gives every block view: its props and its heading rank. */
export interface BlockViewProps<T extends ResolvedBlockType> {
  props: ResolvedBlockProps<T>;
  /** 1 for the page's first block; else the block's own `headingLevel`, 2 by default. */
  headingLevel: BlockLevel;
}
