import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const content = style({ gap: vars.space.medium });
