import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  alignSelf: "flex-start",
  color: vars.colour.text,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.colour.danger,
});

export const hint = style({
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxsmall,
  color: vars.colour.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
});
