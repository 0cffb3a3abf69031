import { Stack, Text } from "@workcraft/design-system";
import {
  blockDefinitions,
  resolveBlock,
  type Block,
  type BlockType,
} from "../../blocks/blockDefinitions";
import { blockHeadingLevel, BlockView } from "../../blocks/BlockView";
import type { BlockContext } from "../../blocks/defineBlock";
import { useBlockPlace } from "./blockPlaces";
import * as styles from "./composer.css";

/**
 * A block in the editor's preview, drawn by the site's own view with the props the server
 * would give it (resolved here, with the site's lists as the Studio loaded them). While its
 * props do not pass its schema, it says what is missing instead: a view never gets props the
 * site could not render.
 */
export function PreviewBlock({
  type,
  props,
  id,
  context,
}: {
  type: BlockType;
  props: Record<string, unknown>;
  /** The block's id in the editor's data: its place decides its heading's rank. */
  id: string;
  context: BlockContext;
}) {
  const place = useBlockPlace(id);
  const parsed = blockDefinitions[type].props.safeParse(props);
  if (!parsed.success) {
    return (
      <div className={styles.unfinishedBlock}>
        <Stack gap="small">
          <Text weight="bold">{blockDefinitions[type].label}: shown once these are filled in</Text>
          <ul>
            {parsed.error.issues.map((issue) => (
              <li key={`${issue.path.join(".")}:${issue.message}`}>
                <Text>
                  {issue.path.join(".") || "The block"}: {issue.message}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      </div>
    );
  }
  const block = resolveBlock({ type, props: parsed.data } as Block, context);
  // The first block's heading is the page's h1, as on the site.
  return <BlockView block={block} headingLevel={blockHeadingLevel(block, place ?? 1)} />;
}
