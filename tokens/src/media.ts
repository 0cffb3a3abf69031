/** Minimum viewport widths in px where each layout starts; mobile is everything below tablet. */
export const breakpoints = {
  mobile: 0,
  tablet: 740,
  desktop: 992,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for the breakpoints above, for `@media` blocks and sprinkles conditions. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

export const reducedMotion = "(prefers-reduced-motion: reduce)";
