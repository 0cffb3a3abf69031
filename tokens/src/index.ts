import "./theme.css";
import "./base.css";

export { vars } from "./contract.css";
export { inverseThemeClass, lightThemeClass } from "./theme.css";
export * as palette from "./palette";
export { contrastPairs, themeColours, type ColourRole, type ThemeName } from "./palette";
export { breakpoints, media, reducedMotion, type Breakpoint } from "./media";
export { contrastRatio, relativeLuminance } from "./contrast";
