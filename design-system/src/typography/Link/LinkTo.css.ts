import { style } from "@vanilla-extract/css";

/**
 * The external mark after a link's words: a small arrow out of a box, four fifths of the
 * text's height, kept on the line of the word before it.
 */
export const externalMark = style({
  display: "inline-block",
  fontSize: "0.8em",
  marginInlineStart: "0.25em",
  whiteSpace: "nowrap",
});
