import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.medium}))` },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.colour.scrim,
  opacity: vars.opacity.overlay,
  animation: `${fadeIn} ${vars.duration.medium} ${vars.easing.standard}`,
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  zIndex: vars.zIndex.modal,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  width: `calc(100% - 2 * ${vars.space.medium})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.xlarge})`,
  overflowY: "auto",
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.colour.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.colour.text,
  transform: "translate(-50%, -50%)",
  animation: `${rise} ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: { "&:focus": { outline: "none" } },
});

export const size = styleVariants({
  small: { maxWidth: vars.contentWidth.small },
  medium: { maxWidth: vars.contentWidth.medium },
});

// Room on the right of the title for the close button.
export const withClose = style({ paddingInlineEnd: vars.space.xxlarge });

export const close = style({
  position: "absolute",
  top: vars.space.small,
  right: vars.space.small,
});

export const title = style({ margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.small,
  marginTop: vars.space.small,
});
