import { diagonalGradient, text, type Artist } from "./drawing";
import { circle, element, rect } from "./svg";

/** Words that give no letter to an app's initials unless they come first. */
const minorWords = new Set(["and", "for", "of", "the", "to", "per"]);

/**
 * The letters on an app's tile: a leading acronym ("API", "VC", "NDC") as it is, else the
 * initials of the first two words ("DF" for Deal Flow), else the first two letters ("Ka").
 */
export function appInitials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word, index) => word && (index === 0 || !minorWords.has(word.toLowerCase())));
  const first = words[0] ?? name;
  if (/^[A-Z]{2,3}$/.test(first)) return first;
  if (words.length === 1) return first.slice(0, 2);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** Where an app's tile is drawn: its initials, its top left corner and its side. */
export interface AppTile {
  initials: string;
  x: number;
  y: number;
  size: number;
}

/** The app's tile: a rounded square in its group's hue with its initials in white. */
export function appTile(artist: Artist, { initials, x, y, size }: AppTile): string {
  const { theme } = artist;
  const gradient = diagonalGradient(artist, "tile-gradient", theme.strong, theme.deep);
  const clip = artist.define(
    `tile-clip-${Math.round(x)}-${Math.round(y)}-${Math.round(size)}`,
    (id) =>
      element(
        "clipPath",
        { id },
        element("rect", { x, y, width: size, height: size, rx: size * 0.24 }),
      ),
  );
  const fontSize = size * (initials.length > 2 ? 0.32 : 0.4);
  return element(
    "g",
    { "clip-path": `url(#${clip})` },
    rect({ x, y, width: size, height: size }, `url(#${gradient})`),
    circle(x + size * 0.95, y + size * 0.05, size * 0.55, theme.surface, { "fill-opacity": 0.12 }),
    circle(x + size * 0.05, y + size * 1.05, size * 0.4, theme.surface, { "fill-opacity": 0.07 }),
    text(artist, {
      content: initials,
      style: { size: fontSize, weight: 700, tracking: -0.01 },
      x: x + size / 2,
      y: y + size / 2 + fontSize * 0.36,
      fill: theme.onStrong,
      anchor: "middle",
    }),
  );
}
