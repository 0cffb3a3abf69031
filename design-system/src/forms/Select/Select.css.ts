import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const wrapper = style({ position: "relative", display: "block", width: "100%" });

export const select = style({
  appearance: "none",
  cursor: "pointer",
  paddingBlock: 0,
  // Room for the chevron drawn over the right edge.
  paddingInlineEnd: `calc(${vars.space.small} * 2 + ${vars.size.iconSmall})`,
});

export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.small,
  top: "50%",
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  transform: "translateY(-50%)",
  color: vars.colour.text,
  pointerEvents: "none",
});
