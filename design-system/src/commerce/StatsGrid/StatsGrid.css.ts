import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

const columnsOf = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.medium });

export const grid = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Columns per type: fewer on phones, the type's number of tiles on larger screens. */
export const type = styleVariants({
  "3-stats": {
    gridTemplateColumns: columnsOf(1),
    "@media": { [media.tablet]: { gridTemplateColumns: columnsOf(3) } },
  },
  "4-stats": {
    gridTemplateColumns: columnsOf(2),
    "@media": { [media.desktop]: { gridTemplateColumns: columnsOf(4) } },
  },
  "5-stats-priced": {
    gridTemplateColumns: columnsOf(2),
    "@media": {
      [media.tablet]: { gridTemplateColumns: columnsOf(3) },
      [media.desktop]: { gridTemplateColumns: columnsOf(5) },
    },
  },
  "grid-free-apps": {
    gridTemplateColumns: columnsOf(1),
    "@media": {
      [media.tablet]: { gridTemplateColumns: columnsOf(3) },
      [media.desktop]: { gridTemplateColumns: columnsOf(5) },
    },
  },
});

export const tile = style({
  display: "flex",
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.colour.surfaceSubtle,
  color: vars.colour.text,
});

/** A stat shows its value first, large, though its label comes first in the markup. */
export const statTile = style({ flexDirection: "column-reverse", justifyContent: "flex-end" });

export const tierTile = style({ background: vars.colour.accentSubtle });

export const appTile = style({
  flexDirection: "row",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  color: vars.colour.textMuted,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const caption = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.colour.textMuted,
});

export const recommendation = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.colour.text,
});
