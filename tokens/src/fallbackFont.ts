/**
 * "Inter Fallback": a local Arial (or Liberation Sans, its metric twin on Linux) resized and
 * re-measured to take the room Inter takes, so text drawn before Inter arrives wraps onto the
 * same lines and the page does not move when Inter swaps in (cumulative layout shift 0).
 *
 * Inter (v4, 2048 units per em): ascent 1984, descent 494, line gap 0. Each weight of the token
 * scale gets its own face: `size-adjust` is Inter's width over the local font's width on the
 * site's copy, and the vertical overrides are Inter's metrics divided by it (the
 * browser scales them by `size-adjust`). Recompute with `npm run fallback-font -w
 * @workcraft/bench` after changing Inter's version, and check the "shipped off by" column.
 */

/** The family name the font stack lists after Inter. */
export const FALLBACK_FONT_FAMILY = "Inter Fallback";

/** Inter's vertical metrics as fractions of the em (from its `hhea` and `OS/2` tables). */
const INTER_METRICS = { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0 };

/** The local fonts a face reads: Arial on Windows, macOS and iOS; Liberation Sans on Linux. */
const LOCAL_SOURCES = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
  bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
} as const;

/** One face of the fallback family: the weight it stands in for and its overrides. */
export interface FallbackFace {
  /** The token weight this face replaces until Inter has loaded. */
  weight: 400 | 500 | 600 | 700;
  /** `src` of the face: local fonts only, never a download. */
  src: string;
  /** `size-adjust`, as a CSS percentage. */
  sizeAdjust: string;
  /** `ascent-override`, as a CSS percentage. */
  ascentOverride: string;
  /** `descent-override`, as a CSS percentage. */
  descentOverride: string;
  /** `line-gap-override`, as a CSS percentage. */
  lineGapOverride: string;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * Inter's width over Arial's, per weight, measured in Chromium on the text of the budget routes
 * (18,000 characters of the site's copy). Arial has no medium or semibold: 500 reads the regular
 * face, 600 the bold one.
 */
const WIDTH_RATIOS = [
  { weight: 400, local: "regular", ratio: 1.066 },
  { weight: 500, local: "regular", ratio: 1.0763 },
  { weight: 600, local: "bold", ratio: 1.0111 },
  { weight: 700, local: "bold", ratio: 1.0206 },
] as const;

/** The faces of "Inter Fallback", one per token weight. */
export const fallbackFaces: readonly FallbackFace[] = WIDTH_RATIOS.map(
  ({ weight, local, ratio }) => ({
    weight,
    src: LOCAL_SOURCES[local].map((name) => `local("${name}")`).join(", "),
    sizeAdjust: percent(ratio),
    ascentOverride: percent(INTER_METRICS.ascent / ratio),
    descentOverride: percent(INTER_METRICS.descent / ratio),
    lineGapOverride: percent(INTER_METRICS.lineGap / ratio),
  }),
);
