import * as fontkit from "fontkit";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { decompress } from "wawoff2";
import { num } from "./svg";

/** The weights the images use, as on the site: regular, medium, semibold and bold. */
export type FontWeight = 400 | 500 | 600 | 700;

/** How a run of text is set. */
export interface TextStyle {
  /** Font size in user units (pixels at full size). */
  size: number;
  weight: FontWeight;
  /** Extra space after each character, in ems (the tokens' letter spacing). */
  tracking?: number;
}

/** Where the x coordinate of a text run sits: its start, middle or end. */
export type TextAnchor = "start" | "middle" | "end";

/**
 * The site's own typeface, Inter, set as outlines: text in the images becomes SVG paths, so
 * rendering needs no installed font and looks the same on every machine.
 */
export interface Typeface {
  /** The advance width of `text`. */
  measure(text: string, style: TextStyle): number;
  /** Path data of `text` with its baseline at `y`, anchored at `x`. */
  outline(text: string, style: TextStyle, x: number, y: number, anchor?: TextAnchor): string;
  /** `text`, or as much of it as fits in `maxWidth` followed by an ellipsis. */
  fit(text: string, style: TextStyle, maxWidth: number): string;
  /** `text` broken into at most `maxLines` lines of at most `maxWidth`; the last may end in an ellipsis. */
  wrap(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[];
}

const requireFromHere = createRequire(import.meta.url);
/** Inter's variable font for Latin script, the file the site itself serves. */
export const INTER_FONT_FILE = requireFromHere.resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

interface SetGlyph {
  /** The glyph's outline commands in font units, y pointing up. */
  commands: fontkit.PathCommand[];
  advance: number;
  xOffset: number;
  yOffset: number;
}

/** Loads Inter once; every text of every image is set from the returned typeface. */
export async function loadInter(): Promise<Typeface> {
  const trueType = Buffer.from(await decompress(await readFile(INTER_FONT_FILE)));
  const variable = fontkit.create(trueType);
  if (!("getVariation" in variable)) throw new Error(`${INTER_FONT_FILE} is a collection`);
  const instances = new Map<FontWeight, fontkit.Font>();
  const instance = (weight: FontWeight): fontkit.Font => {
    let font = instances.get(weight);
    if (!font) {
      font = variable.getVariation({ wght: weight });
      instances.set(weight, font);
    }
    return font;
  };
  const runs = new Map<string, { glyphs: SetGlyph[]; unitsPerEm: number }>();

  const layout = (text: string, weight: FontWeight) => {
    const key = `${weight}\u0000${text}`;
    const cached = runs.get(key);
    if (cached) return cached;
    const font = instance(weight);
    const run = font.layout(text);
    const glyphs = run.glyphs.map((glyph, index) => {
      if (glyph.id === 0 && text.trim() !== "") {
        const missing = [...text].find((character) => font.layout(character).glyphs[0]?.id === 0);
        throw new Error(`Inter has no glyph for "${missing ?? "?"}" in "${text}"`);
      }
      const position = run.positions[index]!;
      return {
        commands: glyph.path.commands,
        advance: position.xAdvance,
        xOffset: position.xOffset,
        yOffset: position.yOffset,
      };
    });
    const result = { glyphs, unitsPerEm: font.unitsPerEm };
    runs.set(key, result);
    return result;
  };

  const measure = (text: string, style: TextStyle) => {
    const { glyphs, unitsPerEm } = layout(text, style.weight);
    const scale = style.size / unitsPerEm;
    const tracking = (style.tracking ?? 0) * style.size;
    return glyphs.reduce((width, glyph) => width + glyph.advance * scale + tracking, 0);
  };

  const outline = (
    text: string,
    style: TextStyle,
    x: number,
    y: number,
    anchor: TextAnchor = "start",
  ) => {
    const { glyphs, unitsPerEm } = layout(text, style.weight);
    const scale = style.size / unitsPerEm;
    const tracking = (style.tracking ?? 0) * style.size;
    const width = measure(text, style);
    let penX = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
    const parts: string[] = [];
    for (const glyph of glyphs) {
      const originX = penX + glyph.xOffset * scale;
      const originY = y - glyph.yOffset * scale;
      for (const { command, args } of glyph.commands) {
        const points: string[] = [];
        for (let index = 0; index < args.length; index += 2) {
          points.push(
            `${num(originX + args[index]! * scale)} ${num(originY - args[index + 1]! * scale)}`,
          );
        }
        const letter = {
          moveTo: "M",
          lineTo: "L",
          quadraticCurveTo: "Q",
          bezierCurveTo: "C",
          closePath: "Z",
        }[command];
        parts.push(letter + points.join(" "));
      }
      penX += glyph.advance * scale + tracking;
    }
    return parts.join("");
  };

  const fit = (text: string, style: TextStyle, maxWidth: number) => {
    if (measure(text, style) <= maxWidth) return text;
    const characters = [...text];
    while (characters.length > 1) {
      characters.pop();
      const candidate = `${characters.join("").trimEnd()}…`;
      if (measure(candidate, style) <= maxWidth) return candidate;
    }
    return "…";
  };

  const wrap = (text: string, style: TextStyle, maxWidth: number, maxLines: number) => {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let current = "";
    for (const [index, word] of words.entries()) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate, style) <= maxWidth || !current) {
        current = candidate;
        continue;
      }
      if (lines.length === maxLines - 1) {
        return [...lines, fit(`${current} ${words.slice(index).join(" ")}`, style, maxWidth)];
      }
      lines.push(current);
      current = word;
    }
    if (current) lines.push(fit(current, style, maxWidth));
    return lines;
  };

  return { measure, outline, fit, wrap };
}
