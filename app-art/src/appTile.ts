import { text, type Artist } from "./drawing";
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

/** The app's tile: a rounded square in its group's hue with its initials in white. */
export function appTile(
  artist: Artist,
  initials: string,
  x: number,
  y: number,
  size: number,
): string {
  const { theme } = artist;
  const gradient = artist.define("tile-gradient", (id) =>
    element(
      "linearGradient",
      { id, x1: 0, y1: 0, x2: 1, y2: 1 },
      element("stop", { offset: 0, "stop-color": theme.strong }),
      element("stop", { offset: 1, "stop-color": theme.deep }),
    ),
  );
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
    text(
      artist,
      initials,
      { size: fontSize, weight: 700, tracking: -0.01 },
      x + size / 2,
      y + size / 2 + fontSize * 0.36,
      theme.onStrong,
      "middle",
    ),
  );
}
