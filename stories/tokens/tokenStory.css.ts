import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** A block in one theme: painted with that theme's surface and text. */
export const themed = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.colour.surface,
  color: vars.colour.text,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const list = style({ display: "grid", gap: vars.space.medium, margin: 0, padding: 0 });

export const swatch = style({
  display: "grid",
  gap: vars.space.xxsmall,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  fontSize: vars.fontSize.small,
});

export const chip = style({ height: "4rem" });

export const label = style({
  paddingInline: vars.space.small,
  paddingBlockEnd: vars.space.small,
  color: vars.colour.text,
});

export const code = style({ fontFamily: vars.font.mono, color: vars.colour.textMuted });

export const row = style({
  display: "grid",
  gridTemplateColumns: "8rem 1fr",
  alignItems: "center",
  gap: vars.space.medium,
});

export const bar = style({ height: vars.space.medium, background: vars.colour.brand });

export const box = style({
  width: "6rem",
  height: "4rem",
  background: vars.colour.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});
