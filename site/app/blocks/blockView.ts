import type {
  BlockBackground,
  BlockHeadingLevel,
  ContentBlockProps,
} from "@workcraft/design-system";
import type { ReactNode } from "react";
import type { BlockType, ResolvedBlockProps } from "./blockDefinitions";

/** What the page renderer gives every block view: its props and its heading rank. */
export interface BlockViewProps<T extends BlockType> {
  props: ResolvedBlockProps<T>;
  /** 1 for the page's first block; else the block's own `headingLevel`, 2 by default. */
  headingLevel: BlockHeadingLevel;
}

/** The view of the block type `T`. */
export type BlockViewComponent<T extends BlockType> = (props: BlockViewProps<T>) => ReactNode;

/** What a block's view module exports by default: the view, named by its block type. */
export type BlockViewEntry<K extends BlockType = BlockType> = {
  [T in K]: { type: T; view: BlockViewComponent<T> };
}[K];

/** Names a view by its block type, for the registry (`export default blockViewOf(…)`). */
export function blockViewOf<T extends BlockType>(
  type: T,
  view: BlockViewComponent<T>,
): BlockViewEntry<T> {
  return { type, view };
}

/** The band of a block with the frame fields (`frameFields`): `ContentBlock`'s props. */
export function frameOf(
  props: {
    title: string;
    description?: string | undefined;
    background?: BlockBackground | undefined;
  },
  headingLevel: BlockHeadingLevel,
): Omit<ContentBlockProps, "children"> {
  return {
    title: props.title,
    description: props.description,
    background: props.background,
    headingLevel,
  };
}
