import { createElement } from "react";
import type { BlockHeadingLevel } from "@workcraft/design-system";
import type { BlockType, ResolvedBlock } from "./blockDefinitions";
import { blockView } from "./blockViews";

/** The rank a block's heading takes: the first block is the page's h1, the others never are. */
export function blockHeadingLevel(block: ResolvedBlock, index: number): BlockHeadingLevel {
  if (index === 0) return 1;
  const { props } = block;
  return ("headingLevel" in props ? props.headingLevel : undefined) ?? 2;
}

/** One block through the registry: its view, given its props and heading rank. */
export function BlockView<K extends BlockType>({
  block,
  headingLevel,
}: {
  block: ResolvedBlock<K>;
  headingLevel: BlockHeadingLevel;
}) {
  // The registry's views are module-level components, looked up by type.
  return createElement(blockView(block.type), { props: block.props, headingLevel });
}
