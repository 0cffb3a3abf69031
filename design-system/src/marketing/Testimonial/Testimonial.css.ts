import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({});

export const align = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
});

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  margin: 0,
  selectors: { [`${align.center} &`]: { alignItems: "center" } },
});

export const mark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.colour.brand,
  height: vars.size.iconLarge,
});

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  // The band's text colour, so the quote reads on every background.
  color: "inherit",
  textWrap: "pretty",
});

export const caption = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  textAlign: "start",
});

export const avatar = style({
  width: vars.size.iconXlarge,
  height: vars.size.iconXlarge,
  borderRadius: vars.radius.full,
  objectFit: "cover",
  flexShrink: 0,
});

export const author = style({ display: "flex", flexDirection: "column" });
