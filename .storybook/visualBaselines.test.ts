import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type Sharp from "sharp";
import { describe, expect, test } from "vitest";

/**
 * A baseline that shows nothing but the page background lets a broken story pass: whatever
 * the story fails to draw, the screenshot still matches. Every committed baseline, at each
 * width, must show something besides its background.
 */

// sharp is the site's image tool (it makes the site's pictures); taken from there.
const sharp = createRequire(new URL("../site/package.json", import.meta.url))(
  "sharp",
) as typeof Sharp;

const baselineFolder = path.resolve(import.meta.dirname, "../stories/__visual__");

/** Anti-aliasing and the faintest shadow edge differ from the background by a few levels. */
const BACKGROUND_TOLERANCE = 8;
/**
 * The least a story may draw. The smallest real story, the collapsed MobileMenu (one 16 px
 * menu icon), draws about 70 pixels; a blank page draws none.
 */
const MIN_CONTENT_PIXELS = 40;

/**
 * How many pixels of the picture differ from its background (its most common colour),
 * counted up to `enough`.
 */
async function contentPixels(image: Buffer | string, enough = Infinity): Promise<number> {
  const { data } = await sharp(image).ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  // One number per RGBA pixel (copied when the buffer is not aligned for that).
  const aligned = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  // The background is the most common colour; a sample of the pixels tells it.
  const seen = new Map<number, number>();
  for (let index = 0; index < pixels.length; index += 61) {
    seen.set(pixels[index]!, (seen.get(pixels[index]!) ?? 0) + 1);
  }
  const [background] = [...seen].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  let content = 0;
  for (const pixel of pixels) {
    if (pixel === background) continue;
    const red = Math.abs((pixel & 0xff) - (background & 0xff));
    const green = Math.abs(((pixel >>> 8) & 0xff) - ((background >>> 8) & 0xff));
    const blue = Math.abs(((pixel >>> 16) & 0xff) - ((background >>> 16) & 0xff));
    if (Math.max(red, green, blue) > BACKGROUND_TOLERANCE && ++content >= enough) break;
  }
  return content;
}

const isBlank = async (image: Buffer | string) =>
  (await contentPixels(image, MIN_CONTENT_PIXELS)) < MIN_CONTENT_PIXELS;

/** A picture of one colour with, optionally, a black square of `side` pixels on it. */
function picture(background: string, side = 0): Promise<Buffer> {
  const canvas = sharp({ create: { width: 390, height: 844, channels: 3, background } });
  if (side === 0) return canvas.png().toBuffer();
  const square = {
    input: { create: { width: side, height: side, channels: 3 as const, background: "#000" } },
    top: 20,
    left: 20,
  };
  return canvas.composite([square]).png().toBuffer();
}

describe("visual baselines", () => {
  const baselines = readdirSync(baselineFolder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png"))
    .sort();

  test("every story has baselines to compare with", () => {
    expect(baselines.length).toBeGreaterThan(100);
  });

  // Every baseline is read whole: seconds on a busy machine.
  test("no baseline is blank or shows only the page background", { timeout: 120_000 }, async () => {
    const blank: string[] = [];
    // A few at a time: each picture takes megabytes once decoded.
    for (let start = 0; start < baselines.length; start += 8) {
      const batch = baselines.slice(start, start + 8);
      const blankness = await Promise.all(
        batch.map((file) => isBlank(path.join(baselineFolder, file))),
      );
      blank.push(...batch.filter((_, index) => blankness[index]));
    }
    expect(
      blank.map((file) => `stories/__visual__/${file}`),
      "blank baselines: the story showed nothing when its picture was taken",
    ).toEqual([]);
  });

  test("a page of one colour is blank, whatever the colour", async () => {
    expect(await isBlank(await picture("#ffffff"))).toBe(true);
    expect(await isBlank(await picture("#1e1b4b"))).toBe(true);
    // A few stray pixels, such as a focus ring's corner, are not content yet.
    expect(await isBlank(await picture("#ffffff", 4))).toBe(true);
  });

  test("an icon's worth of drawing is not blank", async () => {
    expect(await isBlank(await picture("#ffffff", 9))).toBe(false);
    expect(await contentPixels(await picture("#ffffff", 9))).toBe(81);
  });
});
