import { libraryImageSet } from "@workcraft/domain/rules";
import type { LibraryImage } from "@workcraft/domain/schemas";
import { isLibraryImageName, type ImageReference } from "../../blockFields/imageField";
import type { ImageChoice } from "./catalogueChoices";

/*
 * The Studio's image library as the picture field offers it: its pictures as choices beside the
 * catalogue's, and the value a chosen one gives a block.
 */

/** Where the picture field finds its pictures: the catalogue's illustrations or the library. */
export const imageSources = [
  { source: "catalogue", label: "The catalogue", hint: "The apps' feature illustrations." },
  { source: "library", label: "The library", hint: "Pictures uploaded to the Studio." },
] as const;
export type ImageSource = (typeof imageSources)[number]["source"];

/** The source a picture's name belongs to; the catalogue's for none. */
export function imageSourceOf(name: string | undefined): ImageSource {
  return name !== undefined && isLibraryImageName(name) ? "library" : "catalogue";
}

/** A picture of the library to choose: its name in words, its size, and its own proportions. */
export interface LibraryImageChoice extends ImageChoice {
  width: number;
  height: number;
}

/** "1600 × 900 pixels". */
export function pictureSizeInWords(width: number, height: number): string {
  return `${width} × ${height} pixels`;
}

/** The library's pictures as choices: valued by `library/<hash>`, shown by the 315-pixel WebP. */
export function libraryImageChoices(images: readonly LibraryImage[]): LibraryImageChoice[] {
  return images.map((image) => ({
    value: image.reference,
    label: image.name,
    detail: pictureSizeInWords(image.width, image.height),
    thumbnail: image.thumbnailUrl,
    width: image.width,
    height: image.height,
  }));
}

/**
 * The pictures uploaded here (newest first) before the library's list, each once: the list may
 * have been asked for before an upload, or not have come at all.
 */
export function withUploadedImages(
  uploaded: readonly LibraryImage[],
  listed: readonly LibraryImage[],
): LibraryImage[] {
  const seen = new Set<string>();
  return [...uploaded, ...listed].filter((image) => {
    if (seen.has(image.hash)) return false;
    seen.add(image.hash);
    return true;
  });
}

/** A block's value for a library picture: its name, the alt text, and its size in pixels. */
export function libraryImageValue(
  choice: Pick<LibraryImageChoice, "value" | "width" | "height">,
  alt: string,
): ImageReference {
  return { name: choice.value, alt, width: choice.width, height: choice.height };
}

/**
 * The small file of a library picture a block names, from its name alone (for a picture the
 * library's list has not given, or not yet): its 315-pixel WebP.
 */
export function libraryThumbnailOf(name: string): string | undefined {
  return libraryImageSet(name)?.xsImg.webpUrl;
}
