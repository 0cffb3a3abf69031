import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";
import { navEntry } from "../navEntry.css";

export const base = style({
  background: vars.colour.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const inner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: vars.size.headerHeight,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style([
  navEntry,
  {
    display: "inline-flex",
    selectors: { "&:hover": { background: vars.colour.surfaceSubtle } },
  },
]);
