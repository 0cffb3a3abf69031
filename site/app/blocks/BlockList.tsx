import { preloadModule } from "react-dom";
import { blockScripts } from "virtual:workcraft-build-assets";
import type { ResolvedBlock } from "./blockDefinitions";
import { blockHeadingLevel, BlockView } from "./BlockView";

/** The attribute that names the block types of the page in its HTML, for hydration. */
export const BLOCK_TYPES_ATTRIBUTE = "data-block-types";

/**
 * Renders a page's blocks in order through the block registry. The views must be loaded
 * (`loadBlockViews`). The server names their scripts as module preloads in the page's head, and
 * an empty hidden element names the page's block types, so the browser loads the same views
 * with the page's own scripts and hydrates the prerendered HTML as it is.
 */
export function BlockList({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  const types = [...new Set(blocks.map((block) => block.type))];
  for (const href of types.flatMap((type) => blockScripts[type] ?? [])) preloadModule(href);
  return (
    <>
      <div hidden {...{ [BLOCK_TYPES_ATTRIBUTE]: types.join(" ") }} />
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} headingLevel={blockHeadingLevel(block, index)} />
      ))}
    </>
  );
}
