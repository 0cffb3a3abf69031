import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const textArea = style({
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.medium,
  resize: "vertical",
});
