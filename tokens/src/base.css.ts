import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { reducedMotion } from "./media";

// A small reset and the document's base type, all from tokens.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollBehavior: "smooth",
  "@media": { [reducedMotion]: { scrollBehavior: "auto" } },
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.colour.text,
  background: vars.colour.surface,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd", { margin: 0 });

globalStyle("img, picture, svg, video", { display: "block", maxWidth: "100%" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

// One visible focus style for everything reached by keyboard.
globalStyle(":focus-visible", {
  outline: `${vars.borderWidth.thick} solid ${vars.colour.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
});
