import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";
import { background as band } from "../../layout/Section/Section.css";

export const base = style({ textAlign: "center" });

export const content = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.large,
});

// On the dark band the blue focus ring is too faint; a white one stays visible.
globalStyle(`${base}${band.inverse} :focus-visible`, {
  outlineColor: vars.colour.textInverse,
});
