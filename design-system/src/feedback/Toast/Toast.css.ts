import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const viewport = style({
  position: "fixed",
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.medium})`,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  width: `calc(100% - 2 * ${vars.space.medium})`,
  maxWidth: vars.contentWidth.medium,
  margin: "0 auto",
  padding: 0,
  listStyle: "none",
  outline: "none",
});

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.medium}))` },
  to: { opacity: 1, transform: "translateY(0)" },
});

export const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.thin} solid`,
  borderInlineStartWidth: vars.borderWidth.thick,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  color: vars.colour.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    "&[data-state='open']": {
      animation: `${slideIn} ${vars.duration.medium} ${vars.easing.standard}`,
    },
    "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    "&[data-swipe='cancel']": {
      transform: "translateX(0)",
      transition: `transform ${vars.duration.medium} ${vars.easing.standard}`,
    },
  },
});

/** One look per toast type of the spec. */
export const type = styleVariants({
  banner: { background: vars.colour.surfaceRaised, borderColor: vars.colour.brand },
  "banner-core-apps": {
    background: vars.colour.warningSubtle,
    borderColor: vars.colour.warning,
  },
});

export const icon = styleVariants({
  banner: { display: "inline-flex", color: vars.colour.brand },
  "banner-core-apps": { display: "inline-flex", color: vars.colour.warning },
});

// The action sits under the message on phones and beside it from tablets up.
export const body = style({
  display: "flex",
  flex: 1,
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.small,
  minWidth: 0,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center" } },
});

export const message = style({ flex: 1, minWidth: 0, margin: 0 });

export const close = style({ flexShrink: 0, marginBlock: `calc(-1 * ${vars.space.xxsmall})` });
