import { style } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

/** Vertical rhythm of a page's sections. */
export const section = style({
  paddingBlock: vars.space.xxlarge,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxxlarge } },
});

export const stack = style({ display: "grid", gap: vars.space.medium });
