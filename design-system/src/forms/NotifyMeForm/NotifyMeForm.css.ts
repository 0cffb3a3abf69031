import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** Two fields read best no wider than a column of text, whatever the room around them. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: vars.contentWidth.small,
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

/**
 * A message that takes focus so that it is read out: it is no control, so it draws no focus
 * ring (as a heading that takes focus does not).
 */
export const message = style({ outline: "none", maxWidth: vars.contentWidth.small });
