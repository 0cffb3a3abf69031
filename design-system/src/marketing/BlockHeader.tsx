import type { ReactNode } from "react";
import { Heading } from "../typography/Heading";
import { Text } from "../typography/Text";
import type { BlockHeadingLevel } from "./types";

export interface BlockHeaderProps {
  /** The heading's id, which the block's section is labelled by. */
  id: string;
  /** The block's heading level. */
  level: BlockHeadingLevel;
  /** The block's title. */
  title: ReactNode;
  /** An optional introduction under the title. */
  description?: ReactNode;
  /** The block's own layout of its header (centred, width, space below). */
  className: string;
}

/** The title and introduction that open a content block (feature grid, steps, FAQ). */
export function BlockHeader({ id, level, title, description, className }: BlockHeaderProps) {
  return (
    <div className={className}>
      <Heading level={level} size="large" id={id}>
        {title}
      </Heading>
      {description !== undefined && (
        <Text size="large" tone="muted">
          {description}
        </Text>
      )}
    </div>
  );
}
