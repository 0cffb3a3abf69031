import { style } from "@vanilla-extract/css";

/** Off screen for people, still in the form for software that fills every field. */
export const honeypot = style({
  position: "absolute",
  insetInlineStart: "-100vw",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
});
