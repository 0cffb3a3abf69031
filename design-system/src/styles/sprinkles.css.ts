import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media, vars } from "@workcraft/tokens";

/** Layout properties that change per breakpoint: `{ mobile, tablet, desktop, wide }`. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": media.tablet },
    desktop: { "@media": media.desktop },
    wide: { "@media": media.wide },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop", "wide"],
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["flex-start", "center", "flex-end", "stretch", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: "auto" },
    marginRight: { ...vars.space, auto: "auto" },
    textAlign: ["left", "center", "right"],
    gridTemplateColumns: {
      1: "minmax(0, 1fr)",
      2: "repeat(2, minmax(0, 1fr))",
      3: "repeat(3, minmax(0, 1fr))",
      4: "repeat(4, minmax(0, 1fr))",
      5: "repeat(5, minmax(0, 1fr))",
      6: "repeat(6, minmax(0, 1fr))",
    },
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

/**
 * Surface properties that stay the same at every size. `inverse` is the opposite of the
 * surrounding theme's surface (dark in the light theme, light in a dark band) for a small
 * tile such as a logo preview; it does not change the theme of what sits inside. For a band
 * whose content must read on the dark surface, use `<Section background="inverse">`.
 */
const surfaceProperties = defineProperties({
  properties: {
    background: {
      surface: vars.colour.surface,
      subtle: vars.colour.surfaceSubtle,
      raised: vars.colour.surfaceRaised,
      inverse: vars.colour.surfaceInverse,
      brand: vars.colour.brand,
      brandSubtle: vars.colour.brandSubtle,
      accentSubtle: vars.colour.accentSubtle,
    },
    color: {
      text: vars.colour.text,
      muted: vars.colour.textMuted,
      inverse: vars.colour.textInverse,
      brand: vars.colour.brand,
      onBrand: vars.colour.onBrand,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ["relative", "absolute", "sticky", "static"],
    overflow: ["hidden", "auto", "visible"],
    width: { full: "100%", auto: "auto" },
  },
});

/** The one sprinkles function: atomic classes for layout and surfaces, all from tokens. */
export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
