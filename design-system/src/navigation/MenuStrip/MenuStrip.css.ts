import { style } from "@vanilla-extract/css";
import { reducedMotion, vars } from "@workcraft/tokens";

export const base = style({ display: "flex", alignItems: "center", gap: vars.space.xxsmall });

/** Arrows only appear when the links overflow the strip. */
export const arrow = style({
  flex: "none",
  selectors: { ":not([data-overflowing]) > &": { display: "none" } },
});

export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflowX: "auto",
  scrollBehavior: "smooth",
  scrollbarWidth: "none",
  "@media": { [reducedMotion]: { scrollBehavior: "auto" } },
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

export const list = style({
  display: "flex",
  gap: vars.space.xxsmall,
  width: "max-content",
  margin: 0,
  // Room for the focus ring, which the scroller would otherwise clip.
  padding: vars.space.xxsmall,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    "&:hover": { background: vars.colour.surfaceSubtle },
    "&[aria-current='page']": { background: vars.colour.brandSubtle, color: vars.colour.brand },
  },
});
