import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  background: vars.colour.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const inner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: vars.size.headerHeight,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&:hover": { background: vars.colour.surfaceSubtle },
    "&[aria-current='page']": { color: vars.colour.brand },
  },
});
