import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const boxes = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall });

// Declared after the shared control style, so these win.
export const digit = style({
  width: vars.size.controlMedium,
  minHeight: vars.size.controlLarge,
  paddingInline: 0,
  textAlign: "center",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  caretColor: vars.colour.brand,
});
