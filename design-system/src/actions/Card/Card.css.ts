import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@workcraft/tokens";

export const base = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.colour.surfaceRaised,
  color: vars.colour.text,
});

export const appearance = styleVariants({
  outlined: { border: `${vars.borderWidth.thin} solid ${vars.colour.border}` },
  elevated: { boxShadow: vars.shadow.medium },
  subtle: { background: vars.colour.surfaceSubtle },
});

export const padding = styleVariants({
  none: { padding: 0, overflow: "hidden" },
  small: { padding: vars.space.medium },
  medium: { padding: vars.space.large },
  large: { padding: vars.space.xlarge },
});

/** Half of what a line lacks of the minimum target, and a pixel against sub-pixel rounding. */
const targetPadding = `calc(max(0px, (${vars.size.targetMinimum} - 1lh) / 2) + 1px)`;

/**
 * The heading link of an interactive card: its ::after covers the card, one tab stop. Its own
 * box is at least the minimum target tall whatever font is drawn (a small heading's line is
 * 21 px in Inter and less in the fallback font while Inter loads), padded out of the line so
 * the heading keeps its height.
 */
export const coverLink = style({
  display: "inline-block",
  paddingBlock: targetPadding,
  marginBlock: `calc(-1 * ${targetPadding})`,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.large },
    "&:focus-visible": { outline: "none" },
  },
});

/** Cards whose heading link covers the whole card lift on hover and show focus around it. */
export const interactive = style({
  transition: `box-shadow ${vars.duration.medium} ${vars.easing.standard}, border-color ${vars.duration.medium} ${vars.easing.standard}`,
  selectors: {
    "&:hover": { boxShadow: vars.shadow.large, borderColor: vars.colour.borderStrong },
    // Only for keyboard focus on the card's link, not for a mouse click or a focused button.
    [`&:has(${coverLink}:focus-visible)`]: {
      outline: `${vars.borderWidth.thick} solid ${vars.colour.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});
