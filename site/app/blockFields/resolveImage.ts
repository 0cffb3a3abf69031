import { appById } from "@workcraft/domain/data";
import { libraryImageSet } from "@workcraft/domain/rules";
import type { ImageReference } from "./imageField";
import { FEATURE_IMAGE_SIZE, type BlockImage } from "./blockImage";

/**
 * The picture a block names, with its five widths; the name was checked at build time (or on
 * publishing). A library picture (`library/<hash>`) is served by the API under
 * `/api/v2/images/`, at the size its reference carries; a catalogue picture is a feature
 * illustration of the catalogue, at the illustrations' size.
 */
export function resolveImage(image: ImageReference): BlockImage {
  const library = libraryImageSet(image.name);
  if (library) {
    const { width, height } = image;
    if (width === undefined || height === undefined) {
      throw new Error(`The library picture "${image.name}" has no width and height`);
    }
    return { images: library, alt: image.alt, width, height };
  }
  const [appId = "", feature = ""] = image.name.split("/");
  const position = Number(feature.replace("feature-", ""));
  const found = appById(appId)?.features[position - 1];
  if (!found) throw new Error(`No picture is named "${image.name}"`);
  const { xsImg, smImg, mdImg, lgImg, xlImg } = found;
  return { images: { xsImg, smImg, mdImg, lgImg, xlImg }, alt: image.alt, ...FEATURE_IMAGE_SIZE };
}
