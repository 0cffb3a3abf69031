import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/*
 * The Studio's field controls, in the narrow panel beside the preview: compact, with every
 * state (chosen, focused, disabled) told by more than colour alone.
 */

/** A field's group: its label as a legend, its help, then its parts. */
export const frame = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: "none",
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxsmall,
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** A group inside a field (the choice of a variant, the kind of a source). */
export const innerFrame = style([frame, { gap: vars.space.xxsmall }]);

export const innerLegend = style([legend, { fontWeight: vars.fontWeight.medium }]);

/** A box of choices that scrolls when there are many. */
export const scrollBox = style({
  maxBlockSize: "18rem",
  overflowY: "auto",
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.surface,
});

/** Pictures or icons side by side, as many as fit a row. */
export const tileGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  gap: vars.space.xsmall,
});

export const iconGrid = style([
  tileGrid,
  { gridTemplateColumns: "repeat(auto-fill, minmax(4.75rem, 1fr))" },
]);

/** One choice drawn as a tile: a picture or an icon with its name; the radio is hidden in it. */
export const tile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
  textAlign: "center",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.colour.surfaceSubtle },
    "&:has(input:checked)": {
      borderColor: vars.colour.brand,
      background: vars.colour.brandSubtle,
    },
    "&:has(input:focus-visible)": {
      outline: `${vars.borderWidth.thick} solid ${vars.colour.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: vars.opacity.disabled },
  },
});

/** The mark of the chosen tile, so it is not told by its colour alone. */
export const tileTick = style({
  position: "absolute",
  insetBlockStart: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  padding: "0.125rem",
  borderRadius: vars.radius.full,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  display: "none",
  selectors: { [`${tile}:has(input:checked) &`]: { display: "inline-flex" } },
});

export const thumbnail = style({
  display: "block",
  inlineSize: "100%",
  // The img's height attribute would fix its height in pixels; the proportions set it instead.
  blockSize: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
  borderRadius: vars.radius.small,
  background: vars.colour.surfaceSubtle,
});

export const tileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const tileDetail = style({ color: vars.colour.textMuted, overflowWrap: "anywhere" });

/** One choice of a list: its radio or box, its name and a line more. */
export const optionRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.colour.surfaceSubtle },
    "&:has(input:checked)": { background: vars.colour.brandSubtle },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: vars.opacity.disabled },
  },
});

export const radio = style({
  flexShrink: 0,
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  margin: 0,
  marginBlockStart: "0.125rem",
  accentColor: vars.colour.brand,
});

export const optionText = style({ display: "flex", flexDirection: "column", minInlineSize: 0 });

export const optionDetail = style({ color: vars.colour.textMuted, fontSize: vars.fontSize.xsmall });

/** The items of a list, numbered by their place. */
export const itemList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const itemRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const itemControl = style({ flex: 1, minInlineSize: 0 });

/** The chevron turned to point up, for "Move up". */
export const pointUp = style({ transform: "rotate(180deg)" });

/** What the field holds now, shown above its choices. */
export const current = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const currentThumbnail = style([thumbnail, { inlineSize: "5rem", flexShrink: 0 }]);

/** The parts of a chosen variant, set in under its choice. */
export const parts = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.colour.border}`,
});

/** A list's items, its bounds and its buttons, one under the other. */
export const listBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
});

/** The upload's file input: the browser's own button, in the panel's text size. */
export const fileInput = style({
  inlineSize: "100%",
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.borderWidth.thick} solid ${vars.colour.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
    "&:disabled": { cursor: "not-allowed", opacity: vars.opacity.disabled },
  },
});
