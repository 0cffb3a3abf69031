import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Inherits its colour, so it reads on any Section tone.
  color: "inherit",
  letterSpacing: vars.letterSpacing.tight,
  textWrap: "balance",
  // A word longer than the line (German's compounds: "Lieferantenzusammenarbeit" in a large size
  // is wider than a phone) breaks rather than widening the page; in German it is hyphenated
  // where the browser knows the language's hyphenation.
  overflowWrap: "break-word",
  selectors: { "&:lang(de)": { hyphens: "auto" } },
});

export const size = styleVariants({
  display: {
    fontSize: vars.fontSize.xxxlarge,
    "@media": { [media.tablet]: { fontSize: vars.fontSize.display } },
  },
  xlarge: {
    fontSize: vars.fontSize.xxlarge,
    "@media": { [media.tablet]: { fontSize: vars.fontSize.xxxlarge } },
  },
  large: { fontSize: vars.fontSize.xxlarge },
  medium: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.snug },
  small: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.snug },
});
