import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  minWidth: 0,
});

export const consent = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const note = style({
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
});

/** A message that takes focus, outlined as any focused element is, and no more. */
export const message = style({
  selectors: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: "revert" } },
});
