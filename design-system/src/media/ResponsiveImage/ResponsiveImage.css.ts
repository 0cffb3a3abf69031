import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

// The picture only chooses a file; the img is the box that layouts place and size.
export const picture = style({ display: "contents" });

export const base = style({
  display: "block",
  width: "100%",
  maxWidth: "100%",
  // With width and height set, the browser reserves the ratio before the file arrives.
  height: "auto",
  background: vars.colour.surfaceSubtle,
});

export const fit = styleVariants({
  cover: { objectFit: "cover" },
  contain: { objectFit: "contain" },
});

export const radius = styleVariants({
  none: { borderRadius: vars.radius.none },
  medium: { borderRadius: vars.radius.medium },
  large: { borderRadius: vars.radius.large },
});

export const framed = style({
  border: `${vars.borderWidth.thin} solid ${vars.colour.border}`,
  boxShadow: vars.shadow.medium,
});
