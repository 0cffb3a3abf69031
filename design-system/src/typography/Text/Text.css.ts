import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({ fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal });

export const size = styleVariants({
  small: { fontSize: vars.fontSize.small },
  medium: { fontSize: vars.fontSize.medium },
  large: { fontSize: vars.fontSize.large },
  xlarge: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.snug },
});

export const tone = styleVariants({
  // The colour of its surroundings, so it reads on any Section tone.
  default: { color: "inherit" },
  muted: { color: vars.colour.textMuted },
  brand: { color: vars.colour.brand },
  danger: { color: vars.colour.danger },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
});
