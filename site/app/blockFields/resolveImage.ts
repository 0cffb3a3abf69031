import { appById } from "@workcraft/domain/data";
import type { ImageReference } from "./imageField";
import { FEATURE_IMAGE_SIZE, type BlockImage } from "./blockImage";

/** The picture a block names, with its five widths; the name was checked at build time. */
export function resolveImage(image: ImageReference): BlockImage {
  const [appId = "", feature = ""] = image.name.split("/");
  const position = Number(feature.replace("feature-", ""));
  const found = appById(appId)?.features[position - 1];
  if (!found) throw new Error(`No picture is named "${image.name}"`);
  const { xsImg, smImg, mdImg, lgImg, xlImg } = found;
  return { images: { xsImg, smImg, mdImg, lgImg, xlImg }, alt: image.alt, ...FEATURE_IMAGE_SIZE };
}
