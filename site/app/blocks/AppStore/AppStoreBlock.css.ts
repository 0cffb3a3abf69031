import { style } from "@vanilla-extract/css";
import { media, vars } from "@workcraft/tokens";

/** The search box across the row, then the filters side by side as room allows. */
export const controls = style({
  display: "grid",
  gap: vars.space.medium,
  // minmax(0, …): a select is as wide as its longest option, which must not widen the column
  // past a narrow phone's screen.
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const search = style({ gridColumn: "1 / -1" });

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.medium,
});

/**
 * A card of the list: the browser lays out and paints only the cards near the screen (the list
 * is forty cards long), and keeps a card's last size for the scroll bar once it has been seen.
 */
export const card = style({
  contentVisibility: "auto",
  containIntrinsicSize: "auto 11rem",
});
