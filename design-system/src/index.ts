export * from "./layout";
export * from "./typography";
export * from "./actions";
export * from "./navigation";
export * from "./feedback";
export * from "./forms";
export * from "./media";
export * from "./commerce";
export * from "./marketing";

// The theme classes: the light one on the document's root element, the inverse one on a dark band.
export { inverseThemeClass, lightThemeClass } from "@workcraft/tokens";

// The one encoding of a boolean data attribute, for the site's own markers too.
export { dataFlag } from "./styles/dataAttributes";

// Whether a render runs in the browser after hydration: one answer for the site's blocks too.
export { useHydrated } from "./hydration/useHydrated";
export {
  HydrationPart,
  useEveryPartHydrated,
  type HydrationPartProps,
} from "./hydration/HydrationPart";
