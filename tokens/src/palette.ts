/**
 * The raw values of the Workcraft theme. Components never read these: they read the
 * contract `vars`. The values live in plain TypeScript so tests and token stories can
 * check them (contrast, scale order) without a CSS build.
 */
import { FALLBACK_FONT_FAMILY } from "./fallbackFont";

/** The light theme's colours: the document's, and any band but an inverse one. */
export const colour = {
  text: "#161a2b",
  textMuted: "#4a5168",
  textInverse: "#ffffff",
  surface: "#ffffff",
  surfaceSubtle: "#f4f6fb",
  surfaceRaised: "#ffffff",
  surfaceInverse: "#141833",
  border: "#d5d9e3",
  borderStrong: "#6b7185",
  brand: "#4a3fd1",
  brandHover: "#3a30b0",
  brandSubtle: "#eceaff",
  onBrand: "#ffffff",
  accent: "#0b6e66",
  accentSubtle: "#e2f5f2",
  onAccent: "#ffffff",
  success: "#16753a",
  successSubtle: "#e3f6e9",
  warning: "#9a4a06",
  warningSubtle: "#fdf1dc",
  danger: "#b42323",
  dangerSubtle: "#fde8e8",
  focusRing: "#1f5fe0",
  // The dimming layer behind a dialog or menu: dark in every theme.
  scrim: "#141833",
} as const;

export type ColourRole = keyof typeof colour;

/**
 * The inverse theme's colours, for a dark band inside a light page: the same roles, so a
 * component reads `vars.colour.brand` and gets the violet that reads on the dark surface.
 * `surfaceInverse` and `textInverse` stay the opposite of the theme's own: light here.
 */
export const inverseColour = {
  text: "#ffffff",
  textMuted: "#b9bed6",
  textInverse: "#161a2b",
  surface: "#141833",
  surfaceSubtle: "#1d2244",
  surfaceRaised: "#20264a",
  surfaceInverse: "#ffffff",
  border: "#373d63",
  borderStrong: "#8c92b0",
  brand: "#aea6ff",
  brandHover: "#cac4ff",
  brandSubtle: "#29286a",
  onBrand: "#141833",
  accent: "#5fd3c4",
  accentSubtle: "#0f3a3d",
  onAccent: "#141833",
  success: "#72db98",
  successSubtle: "#123a2a",
  warning: "#f7b96b",
  warningSubtle: "#3d2a17",
  danger: "#ff9e9e",
  dangerSubtle: "#431b2b",
  focusRing: "#7eb0ff",
  scrim: "#05060f",
} as const satisfies Record<ColourRole, `#${string}`>;

/** The colours of each theme, by name: what the theme classes set and the tests check. */
export const themeColours = { light: colour, inverse: inverseColour } as const;
export type ThemeName = keyof typeof themeColours;

/**
 * Text/background pairs the site uses, with the WCAG level each must meet:
 * 4.5 for body text, 3 for large text and for non-text UI (borders, focus ring).
 * Every theme must meet every pair with its own colours.
 */
export const contrastPairs: ReadonlyArray<{
  foreground: ColourRole;
  background: ColourRole;
  minimum: 4.5 | 3;
}> = [
  { foreground: "text", background: "surface", minimum: 4.5 },
  { foreground: "text", background: "surfaceSubtle", minimum: 4.5 },
  { foreground: "text", background: "surfaceRaised", minimum: 4.5 },
  { foreground: "text", background: "brandSubtle", minimum: 4.5 },
  { foreground: "textMuted", background: "surface", minimum: 4.5 },
  { foreground: "textMuted", background: "surfaceSubtle", minimum: 4.5 },
  { foreground: "textMuted", background: "surfaceRaised", minimum: 4.5 },
  { foreground: "textMuted", background: "brandSubtle", minimum: 4.5 },
  { foreground: "textInverse", background: "surfaceInverse", minimum: 4.5 },
  { foreground: "onBrand", background: "brand", minimum: 4.5 },
  { foreground: "onBrand", background: "brandHover", minimum: 4.5 },
  { foreground: "brand", background: "surface", minimum: 4.5 },
  { foreground: "brand", background: "surfaceSubtle", minimum: 4.5 },
  { foreground: "brand", background: "surfaceRaised", minimum: 4.5 },
  { foreground: "brand", background: "brandSubtle", minimum: 4.5 },
  { foreground: "brandHover", background: "surface", minimum: 4.5 },
  { foreground: "onAccent", background: "accent", minimum: 4.5 },
  { foreground: "accent", background: "accentSubtle", minimum: 4.5 },
  { foreground: "success", background: "surface", minimum: 4.5 },
  { foreground: "success", background: "successSubtle", minimum: 4.5 },
  { foreground: "warning", background: "surface", minimum: 4.5 },
  { foreground: "warning", background: "warningSubtle", minimum: 4.5 },
  { foreground: "danger", background: "surface", minimum: 4.5 },
  { foreground: "danger", background: "dangerSubtle", minimum: 4.5 },
  { foreground: "borderStrong", background: "surface", minimum: 3 },
  { foreground: "borderStrong", background: "surfaceRaised", minimum: 3 },
  { foreground: "focusRing", background: "surface", minimum: 3 },
  { foreground: "focusRing", background: "surfaceSubtle", minimum: 3 },
  { foreground: "focusRing", background: "surfaceRaised", minimum: 3 },
  { foreground: "focusRing", background: "brandSubtle", minimum: 3 },
];

export const fontFamily = {
  body: `"Inter Variable", "Inter", "${FALLBACK_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  heading: `"Inter Variable", "Inter", "${FALLBACK_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

/** Type scale in rem, from a 16 px root: each step about 1.2 times the one before. */
export const fontSize = {
  xsmall: "0.75rem",
  small: "0.875rem",
  medium: "1rem",
  large: "1.125rem",
  xlarge: "1.375rem",
  xxlarge: "1.75rem",
  xxxlarge: "2.25rem",
  display: "3rem",
} as const;

export const lineHeight = {
  tight: "1.15",
  snug: "1.3",
  normal: "1.55",
} as const;

export const fontWeight = {
  regular: "400",
  medium: "500",
  semibold: "600",
  bold: "700",
} as const;

/** Spacing scale in rem; names grow with size so a larger name is never a smaller space. */
export const space = {
  none: "0",
  xxsmall: "0.25rem",
  xsmall: "0.5rem",
  small: "0.75rem",
  medium: "1rem",
  large: "1.5rem",
  xlarge: "2rem",
  xxlarge: "3rem",
  xxxlarge: "4rem",
  huge: "6rem",
} as const;

export const radius = {
  none: "0",
  small: "0.25rem",
  medium: "0.5rem",
  large: "1rem",
  full: "9999px",
} as const;

export const shadow = {
  small: "0 1px 2px rgba(22, 26, 43, 0.08)",
  medium: "0 4px 12px rgba(22, 26, 43, 0.1)",
  large: "0 12px 32px rgba(22, 26, 43, 0.16)",
} as const;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: "0",
  raised: "10",
  sticky: "100",
  dropdown: "200",
  overlay: "300",
  modal: "400",
  toast: "500",
} as const;

export const duration = {
  fast: "120ms",
  medium: "200ms",
  slow: "320ms",
} as const;

export const easing = {
  standard: "cubic-bezier(0.2, 0, 0, 1)",
  exit: "cubic-bezier(0.3, 0, 1, 1)",
} as const;

/** Readable widths of content columns. */
export const contentWidth = {
  small: "40rem",
  medium: "56rem",
  large: "75rem",
} as const;

export const borderWidth = {
  thin: "1px",
  thick: "2px",
} as const;

/** Fixed sizes of interface parts: control heights (44 px is the touch target), icons, bars. */
export const size = {
  controlSmall: "2rem",
  controlMedium: "2.75rem",
  controlLarge: "3.25rem",
  iconSmall: "1rem",
  iconMedium: "1.25rem",
  iconLarge: "1.5rem",
  iconXlarge: "3rem",
  headerHeight: "4rem",
  /** The smallest box a pointer target may have (WCAG 2.2, 2.5.8 Target Size): 24 px. */
  targetMinimum: "1.5rem",
} as const;

/** Opacity of things that cannot be used right now. */
export const opacity = {
  disabled: "0.55",
  overlay: "0.6",
} as const;

/** Tracking, relative to the font size: tight for large headings, wide for small capitals. */
export const letterSpacing = {
  tight: "-0.01em",
  normal: "0",
  wide: "0.02em",
  wider: "0.06em",
  widest: "0.08em",
} as const;

/** Underlines of links, relative to the font size. */
export const underline = {
  offset: "0.2em",
  thickness: "0.08em",
  thicknessHover: "0.14em",
} as const;
