import type { ArtTheme } from "./artPalette";
import type { TextAnchor, TextStyle, Typeface } from "./interTypeface";
import type { SeededRandom } from "./seededRandom";
import { circle, element, rect, type Box } from "./svg";

/** Everything a part of an image is drawn with: colours, type, seeded numbers, shared defs. */
export interface Artist {
  theme: ArtTheme;
  type: Typeface;
  random: SeededRandom;
  /** Adds a gradient, filter or clip path to the document once and returns its id. */
  define(name: string, markup: (id: string) => string): string;
}

/** An artist whose `define` collects definitions into `defs` under ids unique in one image. */
export function createArtist(
  theme: ArtTheme,
  type: Typeface,
  random: SeededRandom,
): Artist & { defs(): string } {
  const definitions = new Map<string, string>();
  return {
    theme,
    type,
    random,
    define(name, markup) {
      if (!definitions.has(name)) definitions.set(name, markup(name));
      return name;
    },
    defs: () => [...definitions.values()].join(""),
  };
}

/** A run of text to set: what it says, in which style, where and in which colour. */
export interface TextRun {
  content: string;
  style: TextStyle;
  /** Where the run's anchor sits on its baseline. */
  x: number;
  /** The baseline. */
  y: number;
  fill: string;
  /** Which point of the run `x` is: its start (the default), its middle or its end. */
  anchor?: TextAnchor;
}

/** Text set as Inter outlines in one colour; nothing for blank text. */
export function text(artist: Artist, { content, style, x, y, fill, anchor }: TextRun): string {
  if (content.trim() === "") return "";
  return element("path", { d: artist.type.outline(content, style, x, y, anchor), fill });
}

/** A rounded placeholder line standing for text nobody needs to read. */
export function bar(x: number, y: number, width: number, fill: string, height = 10): string {
  return rect({ x, y, width, height }, fill, height / 2);
}

/** A round avatar: a tinted disc with a head and shoulders cut from the surface colour. */
export function avatar(artist: Artist, cx: number, cy: number, r: number, fill: string): string {
  const { surface } = artist.theme;
  const clip = artist.define(`avatar-${Math.round(r * 10)}`, (id) =>
    element("clipPath", { id }, element("circle", { cx: 0, cy: 0, r })),
  );
  return element(
    "g",
    { transform: `translate(${cx} ${cy})` },
    circle(0, 0, r, fill),
    element(
      "g",
      { "clip-path": `url(#${clip})` },
      circle(0, -r * 0.2, r * 0.36, surface, { "fill-opacity": 0.9 }),
      element("ellipse", {
        cx: 0,
        cy: r * 0.82,
        rx: r * 0.62,
        ry: r * 0.48,
        fill: surface,
        "fill-opacity": 0.9,
      }),
    ),
  );
}

/** A chip: its label, the top left corner, its colours and its font size (13 by default). */
export interface Chip {
  label: string;
  x: number;
  y: number;
  colours: { fill: string; text: string };
  size?: number;
}

/** A pill with a short label, as statuses and tags are drawn; `width` is how wide it came out. */
export function chip(
  artist: Artist,
  { label, x, y, colours, size = 13 }: Chip,
): { markup: string; width: number } {
  const style: TextStyle = { size, weight: 600 };
  const width = artist.type.measure(label, style) + size * 1.6;
  const height = size * 1.9;
  return {
    markup:
      rect({ x, y, width, height }, colours.fill, height / 2) +
      text(artist, {
        content: label,
        style,
        x: x + size * 0.8,
        y: y + height * 0.68,
        fill: colours.text,
      }),
    width,
  };
}

/** A gradient from `from` at the top left to `to` at the bottom right, defined once as `name`. */
export function diagonalGradient(artist: Artist, name: string, from: string, to: string): string {
  return artist.define(name, (id) =>
    element(
      "linearGradient",
      { id, x1: 0, y1: 0, x2: 1, y2: 1 },
      element("stop", { offset: 0, "stop-color": from }),
      element("stop", { offset: 1, "stop-color": to }),
    ),
  );
}

/** A horizontal hairline in the border colour, as lines between rows and under headers are drawn. */
export function hairline(artist: Artist, x: number, y: number, width: number): string {
  return rect({ x, y, width, height: 1.5 }, artist.theme.border);
}

/** An open path stroked `width` thick with round ends and joins: ticks, arrows and chevrons. */
export function roundStroke(d: string, stroke: string, width: number): string {
  return element("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

/** A white card with a hairline border, as panels of the product are drawn. */
export function card(artist: Artist, box: Box, radius = 14): string {
  return rect(box, artist.theme.surface, radius, {
    stroke: artist.theme.border,
    "stroke-width": 1.5,
  });
}

/** A ticked or empty checkbox. */
export function checkbox(
  artist: Artist,
  x: number,
  y: number,
  size: number,
  checked: boolean,
): string {
  const { strong, surface, border, onStrong } = artist.theme;
  if (!checked) {
    return rect({ x, y, width: size, height: size }, surface, size * 0.25, {
      stroke: border,
      "stroke-width": 2,
    });
  }
  const tick = `M${x + size * 0.25} ${y + size * 0.52}L${x + size * 0.43} ${y + size * 0.7}L${x + size * 0.76} ${y + size * 0.32}`;
  return (
    rect({ x, y, width: size, height: size }, strong, size * 0.25) +
    roundStroke(tick, onStrong, size * 0.14)
  );
}

/**
 * A soft shadow under a box: rounded layers, each a little larger and fainter, offset
 * downwards. It looks like a blur and renders in a fraction of a blur filter's time.
 */
export function shadow(
  artist: Artist,
  box: Box,
  radius: number,
  blur: number,
  opacity: number,
): string {
  const layers = 8;
  let markup = "";
  for (let layer = layers; layer >= 1; layer -= 1) {
    const spread = (blur * layer) / layers;
    markup += rect(
      {
        x: box.x - spread * 0.7,
        y: box.y - spread * 0.7 + blur * 0.5,
        width: box.width + spread * 1.4,
        height: box.height + spread * 1.4,
      },
      artist.theme.text,
      radius + spread,
      { "fill-opacity": (opacity * 1.6) / layers / (1 + layer * 0.25) },
    );
  }
  return markup;
}
