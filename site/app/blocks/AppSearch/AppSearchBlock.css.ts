import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** The search box takes the row; the button sits beside it, level with the box. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "end",
  gap: vars.space.small,
});
