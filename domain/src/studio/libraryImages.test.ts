import { describe, expect, it } from "vitest";
import {
  LIBRARY_IMAGE_MAX_PIXELS,
  LIBRARY_IMAGE_MAX_SIDE,
  LIBRARY_IMAGE_NAME_MAX,
  LIBRARY_IMAGE_UNNAMED,
  libraryImageFileKey,
  libraryImageFileUrl,
  libraryImageHashOf,
  libraryImageNameFromFile,
  libraryImageReference,
  libraryImageSet,
  libraryImageSizeProblem,
  libraryImageTypeOf,
  librarySrcSet,
} from "./libraryImages";

const hash = "0123456789abcdef".repeat(4);
const file = (name: string) => `/api/v2/images/${hash}-${name}`;

describe("the Studio's image library", () => {
  it("names a picture library/<hash> in a block, and its files <hash>-<width>.<webp|jpg>", () => {
    expect(libraryImageReference(hash)).toBe(`library/${hash}`);
    expect(libraryImageHashOf(`library/${hash}`)).toBe(hash);
    for (const other of [
      hash,
      `library/${hash.toUpperCase()}`,
      `library/${hash.slice(1)}`,
      `library/${hash}/x`,
      "deal-flow/feature-1",
    ]) {
      expect(libraryImageHashOf(other), other).toBeUndefined();
    }
    expect(libraryImageFileUrl(hash, 315, "webp")).toBe(file("315.webp"));
    expect(libraryImageFileUrl(hash, 1240, "jpeg")).toBe(file("1240.jpg"));
  });

  it("turns a block's library/<hash> into the five widths' JPEG and WebP URLs, as a catalogue feature's images", () => {
    expect(libraryImageSet(`library/${hash}`)).toEqual({
      xsImg: { imgUrl: file("315.jpg"), webpUrl: file("315.webp") },
      smImg: { imgUrl: file("460.jpg"), webpUrl: file("460.webp") },
      mdImg: { imgUrl: file("725.jpg"), webpUrl: file("725.webp") },
      lgImg: { imgUrl: file("960.jpg"), webpUrl: file("960.webp") },
      xlImg: { imgUrl: file("1240.jpg"), webpUrl: file("1240.webp") },
    });
    expect(libraryImageSet("deal-flow/feature-1")).toBeUndefined();
  });

  it("reads a file's name back, and nothing but the names it makes", () => {
    expect(libraryImageFileKey(`${hash}-960.webp`)).toEqual({ hash, width: 960, format: "webp" });
    expect(libraryImageFileKey(`${hash}-315.jpg`)).toEqual({ hash, width: 315, format: "jpeg" });
    for (const name of [
      `${hash}-961.webp`,
      `${hash}-960.jpeg`,
      `${hash}-960.png`,
      `${hash}-0960.webp`,
      `${hash.toUpperCase()}-960.webp`,
      `${hash.slice(2)}-960.webp`,
      `${hash}-960.webp.webp`,
      `../${hash}-960.webp`,
      "",
    ]) {
      expect(libraryImageFileKey(name), name).toBeUndefined();
    }
  });

  it("writes a srcset by each file's real width, a small picture's wider files once", () => {
    expect(librarySrcSet(hash, "webp")).toBe(
      [315, 460, 725, 960, 1240].map((width) => `${file(`${width}.webp`)} ${width}w`).join(", "),
    );
    expect(librarySrcSet(hash, "jpeg", 600)).toBe(
      `${file("315.jpg")} 315w, ${file("460.jpg")} 460w, ${file("725.jpg")} 600w`,
    );
    expect(librarySrcSet(hash, "webp", 200)).toBe(`${file("315.webp")} 200w`);
  });

  it("tells PNG, JPEG and WebP apart by their first bytes, and nothing else", () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(libraryImageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      "png",
    );
    expect(libraryImageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(libraryImageTypeOf(ascii("RIFF\u0001\u0002\u0003\u0004WEBPVP8 "))).toBe("webp");
    expect(libraryImageTypeOf(ascii("RIFF\u0001\u0002\u0003\u0004WAVEfmt "))).toBeUndefined();
    expect(libraryImageTypeOf(ascii("GIF89a"))).toBeUndefined();
    expect(libraryImageTypeOf(ascii("<svg xmlns="))).toBeUndefined();
    expect(libraryImageTypeOf(ascii("PNG is not enough"))).toBeUndefined();
    expect(libraryImageTypeOf(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
    expect(libraryImageTypeOf(bytes())).toBeUndefined();
  });

  it("refuses a picture larger than 10,000 pixels on a side or 40 megapixels in all", () => {
    expect(libraryImageSizeProblem(LIBRARY_IMAGE_MAX_SIDE, 4000)).toBeUndefined();
    expect(libraryImageSizeProblem(8000, 5000)).toBeUndefined();
    expect(8000 * 5000).toBe(LIBRARY_IMAGE_MAX_PIXELS);
    expect(libraryImageSizeProblem(10_001, 10)).toBe(
      "This picture is 10001 × 10 pixels: a picture is at most 10,000 pixels on a side. Make it smaller and upload it again.",
    );
    expect(libraryImageSizeProblem(8000, 5001)).toBe(
      "This picture is 8000 × 5001 pixels, 40.1 megapixels: a picture has at most 40 megapixels. Make it smaller and upload it again.",
    );
  });

  it("labels a picture by its file's name without the extension when given no name", () => {
    expect(libraryImageNameFromFile("Team at work.JPG")).toBe("Team at work");
    expect(libraryImageNameFromFile("archive.tar.png")).toBe("archive.tar");
    expect(libraryImageNameFromFile(" tab\tand\u0000nul .webp")).toBe("tabandnul");
    expect(libraryImageNameFromFile(".png")).toBe(LIBRARY_IMAGE_UNNAMED);
    expect(libraryImageNameFromFile("")).toBe(LIBRARY_IMAGE_UNNAMED);
    expect(libraryImageNameFromFile(`${"é".repeat(150)}.png`)).toBe(
      "é".repeat(LIBRARY_IMAGE_NAME_MAX),
    );
  });
});
