import { style } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

/** Vertical rhythm of a page's sections. */
export const section = style({
  paddingBlock: vars.space.xxlarge,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxxlarge } },
});

export const stack = style({ display: "grid", gap: vars.space.medium });

export const hero = style([
  section,
  {
    background: vars.colour.surfaceSubtle,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  },
]);

export const featureList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xlarge,
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
