import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  selectors: {
    // Voted is a done state, not an unavailable one: keep it at full strength.
    "&[data-voted][aria-disabled='true']": { opacity: 1, cursor: "default" },
  },
});

export const layout = styleVariants({
  inline: {},
  stacked: {
    flexDirection: "column",
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xsmall,
  },
});

export const icon = style({
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  transition: `transform ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: { "[data-voted] &": { transform: "translateY(-15%)" } },
});

export const count = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.bold,
});
