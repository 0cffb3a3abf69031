import type { ComponentType } from "react";
import type { BlockLevel } from "./blockLevel";
import type { BlockViewProps } from "./blockView";
import { blockViews } from "./registry";
import type { ResolvedBlock } from "./resolvedBlock";

/** The rank a block's heading takes: the first block is the page's h1, the others never are. */
export function blockHeadingLevel(block: ResolvedBlock, index: number): BlockLevel {
  if (index === 0) return 1;
  const declared = (block.props as { headingLevel?: 2 | 3 }).headingLevel;
  return declared ?? 2;
}

/** Renders a page's blocks in order through the block registry. */
export function BlockList({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return blocks.map((block, index) => {
    const View = blockViews[block.type] as ComponentType<BlockViewProps<typeof block.type>>;
    return <View key={index} props={block.props} headingLevel={blockHeadingLevel(block, index)} />;
  });
}
