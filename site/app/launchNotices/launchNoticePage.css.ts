import { style } from "@vanilla-extract/css";

/** The heading takes focus when the outcome changes; the focus ring would only distract there. */
export const heading = style({ outline: "none" });
