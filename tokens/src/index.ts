import "./theme.css";
import "./base.css";

export { vars } from "./contract.css";
export * as palette from "./palette";
export { contrastPairs, type ColourRole } from "./palette";
export { breakpoints, media, reducedMotion, type Breakpoint } from "./media";
export { contrastRatio, relativeLuminance } from "./contrast";
