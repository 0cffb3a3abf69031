import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";
import { navEntry } from "../navEntry.css";

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: "translateX(100%)" } });
const slideOut = keyframes({ to: { transform: "translateX(100%)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.colour.scrim,
  opacity: vars.opacity.overlay,
  selectors: {
    "&[data-state='open']": {
      animation: `${fadeIn} ${vars.duration.medium} ${vars.easing.standard}`,
    },
    "&[data-state='closed']": { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
  },
});

export const panel = style({
  position: "fixed",
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: vars.contentWidth.small,
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: vars.shadow.large,
  selectors: {
    "&[data-state='open']": {
      animation: `${slideIn} ${vars.duration.medium} ${vars.easing.standard}`,
    },
    "&[data-state='closed']": {
      animation: `${slideOut} ${vars.duration.fast} ${vars.easing.exit}`,
    },
  },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});

export const nav = style({ flex: 1, padding: vars.space.medium });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const nestedList = style([list, { paddingInlineStart: vars.space.small }]);

export const entry = style([
  navEntry,
  {
    display: "flex",
    flexWrap: "wrap",
    gap: vars.space.xsmall,
    selectors: {
      "a&:hover": { background: vars.colour.surfaceSubtle },
      "&[data-unavailable]": { color: vars.colour.textMuted },
    },
  },
]);

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBlockStart: vars.space.xsmall,
  color: vars.colour.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: "uppercase",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
});
