import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** The step indicator: numbered steps in a row that wraps on a phone. */
export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "checkout-step",
});

export const step = style({
  counterIncrement: "checkout-step",
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    "&::before": { content: "counter(checkout-step) '. '" },
    '&[aria-current="step"]': {
      borderColor: vars.colour.brand,
      background: vars.colour.brandSubtle,
      color: vars.colour.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

/** A priced order's lines: name on the left, monthly price on the right. */
export const line = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.medium,
});

export const total = style([
  line,
  {
    paddingBlockStart: vars.space.xsmall,
    borderTop: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const lines = style({ display: "grid", gap: vars.space.xsmall, margin: 0 });

/** The heading takes focus when a step opens; the focus ring would only distract there. */
export const heading = style({ outline: "none" });
