import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const root = style({ display: "inline-flex" });

export const icon = style({ display: "inline-flex" });

globalStyle(`${icon} svg`, { width: vars.size.iconMedium, height: vars.size.iconMedium });

const pop = keyframes({ from: { scale: "0.5", opacity: 0 } });

/** The count sits on the icon's top corner; it pops in when the count changes. */
export const badge = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineEnd: 0,
  translate: "25% -25%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.iconMedium,
  height: vars.size.iconMedium,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.colour.surface}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
  animation: `${pop} ${vars.duration.medium} ${vars.easing.standard}`,
});
