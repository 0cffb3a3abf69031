import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({});

export const imagePosition = styleVariants({ left: {}, right: {} });

export const grid = style({
  display: "grid",
  gap: vars.space.xlarge,
  alignItems: "center",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.xxxlarge },
  },
});

export const copy = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.medium,
});

// The text comes first in reading order; only the picture moves to the left on wide screens.
export const image = style({
  "@media": {
    [media.desktop]: { selectors: { [`${imagePosition.left} &`]: { order: -1 } } },
  },
});
