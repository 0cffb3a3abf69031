import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const tag = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  borderRadius: vars.radius.full,
  background: vars.colour.surface,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  textDecoration: "none",
  whiteSpace: "nowrap",
});

export const linked = style({
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&:hover": { borderColor: vars.colour.brand, color: vars.colour.brand },
  },
});

export const selected = style({
  borderColor: vars.colour.brand,
  background: vars.colour.brandSubtle,
  color: vars.colour.brand,
});
