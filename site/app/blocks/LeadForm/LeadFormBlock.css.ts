import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** Off screen for people, still in the form for software that fills every field. */
export const honeypot = style({
  position: "absolute",
  insetInlineStart: "-100vw",
  inlineSize: "1px",
  blockSize: "1px",
  overflow: "hidden",
});

/**
 * The live region of a failed send, above the button. It is always in the page (a region added
 * with its message is not reliably announced) and takes no room while it is empty.
 */
export const failure = style({
  selectors: { "&:not(:empty)": { marginBlockEnd: vars.space.large } },
});
