import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({});

export const header = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
  marginInline: "auto",
  marginBottom: vars.space.xxlarge,
  textAlign: "center",
});

export const list = style({
  display: "grid",
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

const columnsFrom = (count: number) => ({
  "@media": { [media.desktop]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
});

export const columns = styleVariants({
  2: columnsFrom(2),
  3: columnsFrom(3),
  4: columnsFrom(4),
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  background: vars.colour.brandSubtle,
  color: vars.colour.brand,
});

// Icons of any source come out the same size.
globalStyle(`${icon} svg`, { width: vars.size.iconLarge, height: vars.size.iconLarge });
