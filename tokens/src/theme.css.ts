import { assignVars, createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import * as palette from "./palette";
import { reducedMotion } from "./media";

const values = {
  colour: palette.colour,
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

/** The Workcraft light theme, set on the document root so every element can read it. */
createGlobalTheme(":root", vars, values);

// People who ask for less motion get none: every transition reads these durations.
globalStyle(":root", {
  "@media": {
    [reducedMotion]: {
      vars: assignVars(vars.duration, { fast: "0ms", medium: "0ms", slow: "0ms" }),
    },
  },
});
