import type { Artist } from "../drawing";
import type { SceneWords } from "../sceneWords";
import type { Box } from "../svg";

/** The kinds of product screen a feature image can show. */
export const sceneKinds = [
  "board",
  "table",
  "dashboard",
  "document",
  "conversation",
  "settings",
  "files",
  "timeline",
  "report",
  "people",
] as const;
/** One kind of product screen, e.g. "board". */
export type SceneKind = (typeof sceneKinds)[number];

/** What a scene draws from: the artist, the area it fills and its group's words. */
export interface SceneInput {
  artist: Artist;
  box: Box;
  words: SceneWords;
  /** The document a document scene shows, e.g. "Invoice". */
  documentTitle: string;
}

/**
 * Two panels side by side across `box`, `gap` apart: the left one `leftWidth` wide, the right
 * one the rest; both run on 40 past the box's bottom, where the product window cuts them off.
 */
export function panelsSideBySide(
  box: Box,
  leftWidth: number,
  gap: number,
): { left: Box; right: Box } {
  const height = box.height + 40;
  return {
    left: { x: box.x, y: box.y, width: leftWidth, height },
    right: { x: box.x + leftWidth + gap, y: box.y, width: box.width - leftWidth - gap, height },
  };
}
