import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

/** A line of text, the gap and the vote button: the vote's height before its code has come. */
export const slot = style({
  minHeight: `calc(${vars.lineHeight.normal} * ${vars.fontSize.medium} + ${vars.space.small} + ${vars.size.controlMedium})`,
});
