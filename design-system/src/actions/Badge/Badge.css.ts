import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  neutral: { background: vars.colour.surfaceSubtle, color: vars.colour.textMuted },
  brand: { background: vars.colour.brandSubtle, color: vars.colour.brand },
  accent: { background: vars.colour.accentSubtle, color: vars.colour.accent },
  success: { background: vars.colour.successSubtle, color: vars.colour.success },
  warning: { background: vars.colour.warningSubtle, color: vars.colour.warning },
  danger: { background: vars.colour.dangerSubtle, color: vars.colour.danger },
});
