import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({ textAlign: "center" });

export const content = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.large,
});
