import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const icon = style({ width: vars.size.iconSmall, height: vars.size.iconSmall });
export const iconMedium = style({ width: vars.size.iconMedium, height: vars.size.iconMedium });
