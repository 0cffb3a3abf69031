import type { ResolvedBlock } from "./resolvedBlock";

/** The heading rank a block is drawn with: 1 for the page's first block, else 2 or 3. */
export type BlockLevel = 1 | 2 | 3;

/** The rank of the headings one level below `level`, never deeper than h4. */
export function itemLevel(level: number): 2 | 3 | 4 {
  return Math.min(Math.max(level + 1, 2), 4) as 2 | 3 | 4;
}

/** The rank a block's heading takes: the first block is the page's h1, the others never are. */
export function blockHeadingLevel(block: ResolvedBlock, index: number): BlockLevel {
  if (index === 0) return 1;
  const declared = (block.props as { headingLevel?: 2 | 3 }).headingLevel;
  return declared ?? 2;
}
