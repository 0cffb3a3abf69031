import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({});

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  marginBottom: vars.space.xlarge,
});

export const list = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const question = style({ margin: 0 });

export const trigger = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.medium,
  paddingInline: 0,
  border: 0,
  background: "transparent",
  // The band's text colour, so the question reads on every background.
  color: "inherit",
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { "&:hover": { color: vars.colour.brand } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
  transition: `transform ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: { [`${trigger}[data-state='open'] &`]: { transform: "rotate(180deg)" } },
});

const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { opacity: 1, transform: "none" },
});

// Answers stay in the HTML (prerendered pages, search, find in page); closed ones are not drawn.
export const answer = style({
  selectors: {
    "&[data-state='closed']": { display: "none" },
    "&[data-state='open']": {
      animation: `${reveal} ${vars.duration.medium} ${vars.easing.standard}`,
    },
  },
});

export const answerBody = style({
  paddingBottom: vars.space.large,
  maxWidth: vars.contentWidth.small,
});
