import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const textInput = style({ paddingBlock: vars.space.xxsmall });
