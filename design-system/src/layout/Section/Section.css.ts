import { style, styleVariants } from "@vanilla-extract/css";
import { inverseThemeClass, media, vars } from "@workcraft/tokens";

export const base = style({});

export const spacing = styleVariants({
  small: {
    paddingBlock: vars.space.xlarge,
    "@media": { [media.tablet]: { paddingBlock: vars.space.xxlarge } },
  },
  medium: {
    paddingBlock: vars.space.xxlarge,
    "@media": { [media.tablet]: { paddingBlock: vars.space.xxxlarge } },
  },
  large: {
    paddingBlock: vars.space.xxxlarge,
    "@media": { [media.tablet]: { paddingBlock: vars.space.huge } },
  },
});

export const background = styleVariants({
  default: { background: vars.colour.surface, color: vars.colour.text },
  subtle: { background: vars.colour.surfaceSubtle, color: vars.colour.text },
  brand: { background: vars.colour.brandSubtle, color: vars.colour.text },
  // The band takes the inverse theme: it and everything inside read the dark band's colours.
  inverse: [inverseThemeClass, { background: vars.colour.surface, color: vars.colour.text }],
});
