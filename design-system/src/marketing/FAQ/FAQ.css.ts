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

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.medium,
  // No disclosure triangle of the browser's: the chevron shows the state.
  listStyle: "none",
  cursor: "pointer",
  transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { color: vars.colour.brand },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
  transition: `transform ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: { [`${item}[open] &`]: { transform: "rotate(180deg)" } },
});

const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { opacity: 1, transform: "none" },
});

// Closed answers stay in the HTML (prerendered pages, search, find in page), not drawn.
export const answer = style({
  paddingBottom: vars.space.large,
  maxWidth: vars.contentWidth.small,
  selectors: {
    [`${item}[open] &`]: {
      animation: `${reveal} ${vars.duration.medium} ${vars.easing.standard}`,
    },
  },
});
