import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({ flexGrow: 1 });

/** The action sits above the card's cover link, so it gets its own clicks and tab stop. */
export const action = style({ position: "relative", zIndex: vars.zIndex.raised });

export const layout = styleVariants({
  vertical: { display: "flex", flexDirection: "column", gap: vars.space.small },
  horizontal: {
    display: "grid",
    gridTemplateColumns: `${vars.size.iconXlarge} minmax(0, 1fr)`,
    gridTemplateAreas: '"media body" "media footer"',
    columnGap: vars.space.medium,
    rowGap: vars.space.small,
    alignItems: "start",
  },
});

export const media = style({
  gridArea: "media",
  display: "grid",
  placeItems: "center",
  width: vars.size.iconXlarge,
  height: vars.size.iconXlarge,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.colour.brandSubtle,
  color: vars.colour.brand,
});

globalStyle(`${media} img`, { width: "100%", height: "100%", objectFit: "cover" });
globalStyle(`${media} svg`, { width: vars.size.iconLarge, height: vars.size.iconLarge });

export const body = style({
  gridArea: "body",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
});

export const title = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

export const footer = style({
  gridArea: "footer",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  marginBlockStart: "auto",
});
