import { globalFontFace } from "@vanilla-extract/css";
import { FALLBACK_FONT_FAMILY, fallbackFaces } from "./fallbackFont";

// The metric-matched stand-in for Inter while it loads (see fallbackFont.ts).
globalFontFace(
  FALLBACK_FONT_FAMILY,
  fallbackFaces.map((face) => ({
    src: face.src,
    fontWeight: face.weight,
    fontStyle: "normal",
    fontDisplay: "swap",
    sizeAdjust: face.sizeAdjust,
    ascentOverride: face.ascentOverride,
    descentOverride: face.descentOverride,
    lineGapOverride: face.lineGapOverride,
  })),
);
