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
export type SceneKind = (typeof sceneKinds)[number];

/** What a scene draws from: the artist, the area it fills and its group's words. */
export interface SceneInput {
  artist: Artist;
  box: Box;
  words: SceneWords;
  /** The document a document scene shows, e.g. "Invoice". */
  documentTitle: string;
}
