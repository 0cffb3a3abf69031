import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({
  marginInline: "auto",
  width: "100%",
  paddingInline: vars.space.medium,
  "@media": { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

export const width = styleVariants({
  small: { maxWidth: vars.contentWidth.small },
  medium: { maxWidth: vars.contentWidth.medium },
  large: { maxWidth: vars.contentWidth.large },
});
