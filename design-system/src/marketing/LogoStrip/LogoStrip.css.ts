import { style } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({});

export const greyscale = style({});

export const content = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xlarge,
  textAlign: "center",
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const logo = style({
  display: "block",
  width: "auto",
  height: vars.size.iconXlarge,
  transition: `filter ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: {
    [`${greyscale} &`]: { filter: "grayscale(1)" },
    // A linked logo shows its colours when pointed at or focused.
    [`${greyscale} a:hover &, ${greyscale} a:focus-visible &`]: {
      filter: "none",
    },
  },
});

export const link = style({ display: "block" });
