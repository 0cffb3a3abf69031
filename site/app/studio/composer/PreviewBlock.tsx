import { Stack, Text } from "@workcraft/design-system";
import {
  blockDefinitions,
  blockSchema,
  resolveBlock,
  type BlockType,
} from "../../blocks/blockDefinitions";
import { blockHeadingLevel, BlockView } from "../../blocks/BlockView";
import type { BlockContext } from "../../blocks/defineBlock";
import { useBlockPlace } from "./blockPlaces";
import * as styles from "./composer.css";
import { useUntranslatedFieldsOf } from "./untranslatedBlocks";

/**
 * A block in the editor's preview, drawn by the site's own view with the props the server
 * would give it (resolved here, with the site's lists as the Studio loaded them). While its
 * props do not pass its schema, it says what is missing instead: a view never gets props the
 * site could not render. In a translation, a block with fields still in English is marked.
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
  const untranslated = useUntranslatedFieldsOf(place);
  // The block's item schema, so a block that passes is typed as one of its type.
  const parsed = blockSchema.safeParse({ type, props });
  if (!parsed.success) {
    return (
      <div className={styles.unfinishedBlock}>
        <Stack gap="small">
          <Text weight="bold">{blockDefinitions[type].label}: shown once these are filled in</Text>
          <ul>
            {parsed.error.issues.map((issue) => {
              // The item's path, `props.` taken off: the block's own fields.
              const field = issue.path.slice(1).join(".");
              return (
                <li key={`${field}:${issue.message}`}>
                  <Text>
                    {field || "The block"}: {issue.message}
                  </Text>
                </li>
              );
            })}
          </ul>
        </Stack>
      </div>
    );
  }
  const block = resolveBlock(parsed.data, context);
  // The first block's heading is the page's h1, as on the site.
  const view = <BlockView block={block} headingLevel={blockHeadingLevel(block, place ?? 1)} />;
  if (untranslated.length === 0) return view;
  // A translation's block with English words left: shown as it is, in English, and marked.
  return (
    <div className={styles.untranslatedBlock}>
      <p className={styles.untranslatedNote} lang="en">
        Not translated yet: {untranslated.join(", ")}
      </p>
      {view}
    </div>
  );
}
