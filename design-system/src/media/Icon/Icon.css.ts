import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({ display: "inline-block", flexShrink: 0, verticalAlign: "middle" });

export const size = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
  medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
  xlarge: { width: vars.size.iconXlarge, height: vars.size.iconXlarge },
  text: { width: "1em", height: "1em" },
});
