import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({
  position: "relative",
  zIndex: vars.zIndex.sticky,
  background: vars.colour.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

const slideDown = keyframes({ from: { transform: "translateY(-100%)" } });

/** Past the spec's offset the header sticks to the top and slides in. */
export const stuck = style({
  position: "sticky",
  insetBlockStart: 0,
  boxShadow: vars.shadow.medium,
  animation: `${slideDown} ${vars.duration.slow} ${vars.easing.standard}`,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.large,
  minHeight: vars.size.headerHeight,
});

export const logo = style({ flex: "none", display: "flex", alignItems: "center" });

/** Holds the mega-menu from `desktop` up, and keeps the row's free space otherwise. */
export const menu = style({ flex: 1, minWidth: 0, display: "flex" });

export const desktopOnly = style({
  display: "none",
  "@media": { [media.desktop]: { display: "contents" } },
});

/** Holds the row of the menu's pages without a box of its own. */
export const stripPart = style({ display: "contents" });

/** The row of the menu's pages, from `tablet` up to `desktop`, taking the room that is left. */
export const tabletOnly = style({
  display: "none",
  flex: 1,
  minWidth: 0,
  "@media": {
    [media.tablet]: { display: "flex" },
    [media.desktop]: { display: "none" },
  },
});

export const actions = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.small,
  "@media": { [media.tablet]: { display: "flex" } },
});

export const mobileOnly = style({
  display: "flex",
  "@media": { [media.desktop]: { display: "none" } },
});
