import { HydrationPart } from "@workcraft/design-system";
import { preloadModule } from "react-dom";
import { blockScripts } from "virtual:workcraft-build-assets";
import { ServerDrawn } from "../hydration/ServerDrawn";
import * as drawnStyles from "../hydration/ServerDrawn.css";
import { REPORTED_BLOCK_ATTRIBUTE } from "../experiments/blockReportAttribute";
import { blockActs } from "./blockActs";
import type { ResolvedBlock } from "./blockDefinitions";
import { blockHeadingLevel, BlockView } from "./BlockView";

/** The attribute that names the block types of the page in its HTML, for hydration. */
export const BLOCK_TYPES_ATTRIBUTE = "data-block-types";

/**
 * Renders a page's blocks in order through the block registry. The views must be loaded
 * (`loadBlockViews`). Blocks that act (`blockActs`) are hydrated, each apart (`HydrationPart`):
 * the server names their views' scripts as module preloads in the page's head, and an empty
 * hidden element names their types, so the browser loads those views with the page's own scripts
 * and hydrates their HTML as it is.
 * The other blocks stay as the server drew them (`ServerDrawn`): their scripts are not named and
 * a page opened at its address never loads them.
 */
export function BlockList({
  blocks,
  reported = false,
}: {
  blocks: readonly ResolvedBlock[];
  /**
   * Whether the browser reports which blocks are seen and clicked (a page under an experiment):
   * each block is then wrapped in an element without a box that names its place.
   */
  reported?: boolean;
}) {
  const acting = [...new Set(blocks.map((block) => block.type))].filter(blockActs);
  for (const href of acting.flatMap((type) => blockScripts[type] ?? [])) preloadModule(href);
  return (
    <>
      <div hidden {...{ [BLOCK_TYPES_ATTRIBUTE]: acting.join(" ") }} />
      {blocks.map((block, index) => {
        const view = (
          <BlockView key={index} block={block} headingLevel={blockHeadingLevel(block, index)} />
        );
        const part = blockActs(block.type) ? (
          <HydrationPart key={index}>{view}</HydrationPart>
        ) : (
          <ServerDrawn key={index} part={block.type} keep={block}>
            {view}
          </ServerDrawn>
        );
        return reported ? (
          <div key={index} className={drawnStyles.drawn} {...{ [REPORTED_BLOCK_ATTRIBUTE]: index }}>
            {part}
          </div>
        ) : (
          part
        );
      })}
    </>
  );
}
