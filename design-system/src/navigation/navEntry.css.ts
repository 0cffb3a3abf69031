import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** A link in a navigation list: a touch-sized row, tinted on hover, brand-coloured when current. */
export const navEntry = style({
  alignItems: "center",
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&[aria-current='page']": { color: vars.colour.brand },
  },
});
