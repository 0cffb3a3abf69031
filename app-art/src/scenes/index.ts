import { boardScene } from "./board";
import { conversationScene } from "./conversation";
import { dashboardScene } from "./dashboard";
import { documentScene } from "./document";
import { filesScene } from "./files";
import { peopleScene } from "./people";
import { reportScene } from "./report";
import type { SceneInput, SceneKind } from "./scene";
import { settingsScene } from "./settings";
import { tableScene } from "./table";
import { timelineScene } from "./timeline";

export { sceneKinds, type SceneInput, type SceneKind } from "./scene";

/** The painter of each kind of scene, one file each. */
const painters: Record<SceneKind, (input: SceneInput) => string> = {
  board: boardScene,
  table: tableScene,
  dashboard: dashboardScene,
  document: documentScene,
  conversation: conversationScene,
  settings: settingsScene,
  files: filesScene,
  timeline: timelineScene,
  report: reportScene,
  people: peopleScene,
};

/** Draws a scene of `kind` into `input.box`; it may run on past the box's bottom edge. */
export function paintScene(kind: SceneKind, input: SceneInput): string {
  return painters[kind](input);
}
