import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** Long-form text: a readable measure and room between parts. */
export const prose = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  maxInlineSize: "42rem",
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.colour.text,
});

export const subheading = style({ marginBlockStart: vars.space.large });
