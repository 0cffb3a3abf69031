import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.medium,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  transform: "translateY(-200%)",
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { "&:focus": { transform: "translateY(0)" } },
});
