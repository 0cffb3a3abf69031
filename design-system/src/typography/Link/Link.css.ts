import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: "underline",
  textDecorationThickness: vars.underline.thickness,
  textUnderlineOffset: vars.underline.offset,
  borderRadius: vars.radius.small,
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { "&:hover": { textDecorationThickness: vars.underline.thicknessHover } },
});

export const tone = styleVariants({
  brand: { color: vars.colour.brand, selectors: { "&:hover": { color: vars.colour.brandHover } } },
  inherit: { color: "inherit" },
  muted: { color: vars.colour.textMuted, selectors: { "&:hover": { color: vars.colour.text } } },
});

export const underline = styleVariants({
  always: {},
  hover: {
    textDecorationLine: "none",
    selectors: { "&:hover, &:focus-visible": { textDecorationLine: "underline" } },
  },
});
