import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const shell = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

export const header = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

export const headerRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: vars.size.headerHeight,
});

export const brand = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.colour.text,
  textDecoration: "none",
  letterSpacing: vars.letterSpacing.tight,
});

export const main = style({ flex: 1 });

export const footer = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  background: vars.colour.surfaceSubtle,
  paddingBlock: vars.space.large,
});
