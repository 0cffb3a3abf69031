import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** A block the preview cannot draw yet: what it still needs, in a dashed frame. */
export const unfinishedBlock = style({
  margin: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.borderWidth.thick} dashed ${vars.colour.warning}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.warningSubtle,
});

/** The composer fills the window under its own bar: Puck's panels scroll inside it. */
export const composer = style({
  display: "flex",
  flexDirection: "column",
  blockSize: "100dvh",
});

/** The Studio's bar over the editor: the page, its state and its actions. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

/** The list of problems that keep the page from being published. */
export const problems = style({
  maxBlockSize: "30vh",
  overflowY: "auto",
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surfaceSubtle,
});

/** Puck's editor takes the rest of the height. */
export const editor = style({ flex: 1, minBlockSize: 0 });
