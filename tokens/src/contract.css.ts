import { createThemeContract } from "@vanilla-extract/css";
import {
  borderWidth,
  colour,
  opacity,
  size,
  contentWidth,
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  radius,
  shadow,
  space,
  underline,
  zIndex,
} from "./palette";

/** Turns a token table into a contract shape: same keys, values to be filled per theme. */
function shapeOf<T extends Record<string, string>>(table: T): { [K in keyof T]: null } {
  return Object.fromEntries(Object.keys(table).map((key) => [key, null])) as {
    [K in keyof T]: null;
  };
}

/** The one theme contract: every component style reads these CSS variables and nothing else. */
export const vars = createThemeContract({
  colour: shapeOf(colour),
  font: shapeOf(fontFamily),
  fontSize: shapeOf(fontSize),
  lineHeight: shapeOf(lineHeight),
  fontWeight: shapeOf(fontWeight),
  space: shapeOf(space),
  radius: shapeOf(radius),
  shadow: shapeOf(shadow),
  zIndex: shapeOf(zIndex),
  duration: shapeOf(duration),
  easing: shapeOf(easing),
  contentWidth: shapeOf(contentWidth),
  borderWidth: shapeOf(borderWidth),
  size: shapeOf(size),
  opacity: shapeOf(opacity),
  letterSpacing: shapeOf(letterSpacing),
  underline: shapeOf(underline),
});
