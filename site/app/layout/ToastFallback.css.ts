import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const fallback = style({
  position: "fixed",
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  padding: vars.space.medium,
  background: vars.colour.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.toast,
  textAlign: "center",
  selectors: {
    "&:empty": { display: "none" },
  },
});
