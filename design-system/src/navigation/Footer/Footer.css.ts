import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({
  background: vars.colour.surfaceSubtle,
  color: vars.colour.text,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const type = styleVariants({
  default: { paddingBlock: vars.space.xxlarge },
  small: { paddingBlock: vars.space.large },
});

export const top = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xlarge,
  paddingBlockEnd: vars.space.xlarge,
  marginBlockEnd: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const columns = style({
  display: "grid",
  gap: vars.space.xlarge,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    [media.wide]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" },
  },
});

export const columnTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.small,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  color: vars.colour.textMuted,
  textDecoration: "none",
  borderRadius: vars.radius.small,
  // A long compound (German "Lieferantenzusammenarbeit") breaks rather than widening a phone's page.
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.colour.text, textDecoration: "underline" } },
});

export const linkIcon = style({ display: "inline-flex", fontSize: vars.size.iconSmall });

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.colour.textMuted,
});

export const bottomLinks = style([
  list,
  { flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.large },
]);
