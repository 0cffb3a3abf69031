import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({ position: "relative", display: "inline-block" });

export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: "2.75rem",
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { backgroundColor: vars.colour.surfaceSubtle },
  },
});

export const chevron = style({
  display: "inline-flex",
  selectors: { [`${base}[open] &`]: { transform: "rotate(180deg)" } },
});

// Under the button, from its start edge and at least as wide: it fits beside the header's cart
// at the row's end and in the mobile menu's actions at the panel's start alike.
export const list = style({
  position: "absolute",
  insetInlineStart: 0,
  top: "100%",
  zIndex: vars.zIndex.dropdown,
  minWidth: "100%",
  width: "max-content",
  margin: 0,
  marginTop: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  listStyle: "none",
  backgroundColor: vars.colour.surfaceRaised,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  minHeight: "2.75rem",
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.colour.surfaceSubtle },
    '&[aria-current="true"]': { color: vars.colour.brand, fontWeight: vars.fontWeight.semibold },
  },
});
