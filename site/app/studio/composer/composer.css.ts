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

/**
 * The problems, one under another, as the Studio's other lists (the history, a field's items):
 * no bullets and no indent, since each is a button to its field.
 */
export const problemList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/**
 * A problem's words start at the list's edge and wrap as text does, not centred as a button's
 * label is; under the list's class, so this outranks the button's own rule in any CSS order.
 */
export const problemButton = style({
  selectors: {
    [`${problemList} &`]: { justifyContent: "flex-start", textAlign: "start", textWrap: "wrap" },
  },
});

/** Puck's editor takes the rest of the height. */
export const editor = style({ flex: 1, minBlockSize: 0 });

/** The history's checkpoint form: the message and its button on one line where they fit. */
export const checkpoint = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.small,
});

/** The history's versions: a list that scrolls inside the dialog when it is long. */
export const history = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  maxBlockSize: "50vh",
  overflowY: "auto",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** One version: its line, its actions, and its comparison with the draft when asked for. */
export const historyItem = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

/** A version's buttons, side by side. */
export const historyActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall });

/** The page's weight on a phone: one line of parts under the bar. */
export const weight = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surface,
  listStyle: "none",
});

/** Adding and moving blocks from the keyboard: one wrapping row under the weight. */
export const blockActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

/** The page's languages in the bar: "Language", then each language in a row. */
export const languages = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

/** The languages themselves, in a row, no bullets. */
export const languageList = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A block of a translation with fields still in English: marked in the preview, not hidden. */
export const untranslatedBlock = style({
  outline: `${vars.borderWidth.thick} dashed ${vars.colour.warning}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
});

/** The mark's words over such a block. */
export const untranslatedNote = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  background: vars.colour.warningSubtle,
  color: vars.colour.warning,
  fontSize: vars.fontSize.small,
});
