import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

export const base = style({});

export const layout = styleVariants({ centered: {}, split: {} });

export const grid = style({
  display: "grid",
  gap: vars.space.xxlarge,
  alignItems: "center",
  "@media": {
    [media.desktop]: {
      selectors: { [`${layout.split} &`]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
    },
  },
});

export const copy = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.large,
  selectors: {
    [`${layout.centered} &`]: {
      alignItems: "center",
      textAlign: "center",
      maxWidth: vars.contentWidth.medium,
      marginInline: "auto",
    },
  },
});

export const eyebrow = style({
  textTransform: "uppercase",
  letterSpacing: vars.letterSpacing.widest,
});

export const description = style({ maxWidth: vars.contentWidth.small });

export const image = style({
  selectors: {
    [`${layout.centered} &`]: {
      width: "100%",
      maxWidth: vars.contentWidth.medium,
      marginInline: "auto",
    },
  },
});
