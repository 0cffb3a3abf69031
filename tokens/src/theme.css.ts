import { assignVars, createTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import * as palette from "./palette";
import { reducedMotion } from "./media";

/** Everything but the colours: the same in every theme. */
const shared = {
  font: palette.fontFamily,
  fontSize: palette.fontSize,
  lineHeight: palette.lineHeight,
  fontWeight: palette.fontWeight,
  space: palette.space,
  radius: palette.radius,
  shadow: palette.shadow,
  zIndex: palette.zIndex,
  duration: palette.duration,
  easing: palette.easing,
  contentWidth: palette.contentWidth,
  borderWidth: palette.borderWidth,
  size: palette.size,
  opacity: palette.opacity,
  letterSpacing: palette.letterSpacing,
  underline: palette.underline,
};

/**
 * The Workcraft light theme. Put it on the document's root element (`<html>`), so every
 * element, portals included, reads its variables; nothing sets them on `:root` by itself.
 */
export const lightThemeClass = createTheme(vars, { colour: palette.colour, ...shared }, "light");

/**
 * The inverse theme, for a dark band inside a light page: the same contract with dark
 * surfaces and light text, so a component inside reads its colours with no change of its own.
 * `<Section background="inverse">` sets it.
 */
export const inverseThemeClass = createTheme(
  vars,
  { colour: palette.inverseColour, ...shared },
  "inverse",
);

// People who ask for less motion get none: every transition reads these durations, and each
// theme class sets them again, so each one takes them back to zero.
globalStyle(`${lightThemeClass}, ${inverseThemeClass}`, {
  "@media": {
    [reducedMotion]: {
      vars: assignVars(vars.duration, { fast: "0ms", medium: "0ms", slow: "0ms" }),
    },
  },
});
