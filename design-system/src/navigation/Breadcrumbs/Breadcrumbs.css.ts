import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.small,
});

export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xsmall });

export const separator = style({ display: "inline-flex", color: vars.colour.textMuted });

export const link = style({
  color: vars.colour.textMuted,
  textDecoration: "underline",
  textUnderlineOffset: vars.underline.offset,
  borderRadius: vars.radius.small,
  selectors: { "&:hover": { color: vars.colour.text } },
});

export const current = style({ color: vars.colour.text, fontWeight: vars.fontWeight.medium });
