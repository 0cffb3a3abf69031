import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({});

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.medium,
  marginBottom: vars.space.xxlarge,
});

export const list = style({
  display: "grid",
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const orientation = styleVariants({
  vertical: { maxWidth: vars.contentWidth.medium },
  // Side by side from tablets up, as many equal columns as there are steps.
  horizontal: {
    "@media": { [media.tablet]: { gridAutoFlow: "column", gridAutoColumns: "minmax(0, 1fr)" } },
  },
});

export const step = style({
  display: "flex",
  gap: vars.space.medium,
  alignItems: "flex-start",
  selectors: { [`${orientation.horizontal} &`]: { flexDirection: "column" } },
});

export const number = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
});
