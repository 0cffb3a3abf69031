import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  display: "flex",
  flexDirection: "column",
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const density = styleVariants({
  comfortable: { gap: vars.space.medium },
  compact: { gap: vars.space.small },
});

export const list = style({ display: "flex", flexDirection: "column", margin: 0 });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  selectors: { [`${density.compact} &`]: { paddingBlock: vars.space.xxsmall } },
});

export const term = style({ color: vars.colour.textMuted });

export const detail = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
});

export const totals = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.colour.surfaceSubtle,
});

export const totalRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space.medium,
});

export const totalTerm = style({ fontWeight: vars.fontWeight.semibold });

export const monthlyTotal = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
});

export const yearlyTotal = style([detail, { fontSize: vars.fontSize.medium }]);
