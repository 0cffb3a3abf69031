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
  // is wider than a phone) breaks rather than widening the page. It is not hyphenated: looking up
  // the language's hyphenation took a German page's first layout 10 to 25 ms in a fresh browser
  // (one that has no dictionary to find, and so hyphenates nothing), which cost the German home
  // page 4 points of Lighthouse's score on a slow phone (95 against 99).
  overflowWrap: "break-word",
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
