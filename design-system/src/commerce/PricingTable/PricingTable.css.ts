import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

const columnsOf = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const base = style({
  display: "grid",
  gridTemplateColumns: columnsOf(1),
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: "none",
  alignItems: "stretch",
});

/** Columns follow the number of plans: one on phones, at most two on tablets. */
export const columns = styleVariants({
  1: {},
  2: { "@media": { [media.tablet]: { gridTemplateColumns: columnsOf(2) } } },
  3: {
    "@media": {
      [media.tablet]: { gridTemplateColumns: columnsOf(2) },
      [media.desktop]: { gridTemplateColumns: columnsOf(3) },
    },
  },
  4: {
    "@media": {
      [media.tablet]: { gridTemplateColumns: columnsOf(2) },
      [media.desktop]: { gridTemplateColumns: columnsOf(4) },
    },
  },
});

export const plan = style({
  selectors: {
    // Attribute selectors lift these rules above the card's own, whatever the CSS order.
    "&[data-plan]": { gap: vars.space.medium },
    "&[data-highlighted]": {
      borderColor: vars.colour.brand,
      boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.colour.brand}, ${vars.shadow.large}`,
    },
  },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
});

export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xsmall,
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.colour.text,
});

export const period = style({ fontSize: vars.fontSize.small, color: vars.colour.textMuted });

export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.colour.text,
});

export const item = style({ display: "flex", alignItems: "flex-start", gap: vars.space.xsmall });

export const check = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  marginBlockStart: vars.space.xxsmall,
  color: vars.colour.success,
});

export const action = style({ marginBlockStart: "auto" });
