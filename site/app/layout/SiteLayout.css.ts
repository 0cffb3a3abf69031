import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const shell = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});

export const brand = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const main = style({ flex: 1 });
