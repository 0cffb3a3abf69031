import { colour } from "@workcraft/tokens/palette";

/** `#rrggbb` to its three channels. */
function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** The colour `amount` of the way from `from` to `to` (0 gives `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, index) => Math.round(value + (b[index]! - value) * amount))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** The colours one app's images are drawn in: its group's hue and the neutral roles. */
export interface ArtTheme {
  /** The group's hue: the icon tile, active items, the first chart series. */
  strong: string;
  /** The hue darkened: gradients and the picture's background. */
  deep: string;
  /** The hue halfway to white: second chart series, secondary bars. */
  soft: string;
  /** A light tint: chips, selected rows, background shapes. */
  subtle: string;
  /** The faintest tint: the canvas behind a product window. */
  faint: string;
  /** A second hue from another group, for the chart series and tags that need contrast. */
  second: string;
  /** The second hue as a light tint. */
  secondSubtle: string;
  text: string;
  textMuted: string;
  /** Text on the hue and on `deep`. */
  onStrong: string;
  surface: string;
  surfaceSubtle: string;
  border: string;
  /** Placeholder text bars: lighter than real text, darker than borders. */
  line: string;
  /** The three dots of a window's title bar. */
  windowDots: readonly [string, string, string];
  success: string;
  successSubtle: string;
  warning: string;
  warningSubtle: string;
}

/** Each store group's hue: a colour role of the palette, or two mixed (plum for investment). */
const groupHues: Record<string, { hue: string; second: string }> = {
  core: { hue: colour.brand, second: colour.accent },
  productivity: { hue: colour.focusRing, second: colour.warning },
  investment: { hue: mix(colour.brand, colour.danger, 0.5), second: colour.accent },
  marketing: { hue: colour.danger, second: colour.focusRing },
  sales: { hue: colour.success, second: colour.brand },
  finance: { hue: colour.accent, second: colour.focusRing },
  purchasing: { hue: colour.warning, second: colour.accent },
  inventory: { hue: colour.surfaceInverse, second: colour.warning },
};

/** The group names that have a hue of their own; any other group is drawn as "core". */
export const artGroups = Object.keys(groupHues);

/** The theme of an app's first group. */
export function themeOfGroup(group: string | undefined): ArtTheme {
  const { hue, second } = groupHues[group ?? "core"] ?? groupHues.core!;
  return {
    strong: hue,
    deep: mix(hue, colour.surfaceInverse, 0.45),
    soft: mix(hue, colour.surface, 0.55),
    subtle: mix(hue, colour.surface, 0.86),
    faint: mix(hue, colour.surface, 0.94),
    second,
    secondSubtle: mix(second, colour.surface, 0.84),
    text: colour.text,
    textMuted: colour.textMuted,
    onStrong: colour.onBrand,
    surface: colour.surface,
    surfaceSubtle: colour.surfaceSubtle,
    border: colour.border,
    line: mix(colour.border, colour.textMuted, 0.2),
    windowDots: [
      mix(colour.danger, colour.surface, 0.35),
      mix(colour.warning, colour.surface, 0.3),
      mix(colour.success, colour.surface, 0.35),
    ],
    success: colour.success,
    successSubtle: colour.successSubtle,
    warning: colour.warning,
    warningSubtle: colour.warningSubtle,
  };
}
