import {
  LIBRARY_IMAGE_ENCODING,
  LIBRARY_IMAGE_FORMATS,
  LIBRARY_IMAGE_MAX_PIXELS,
  LIBRARY_IMAGE_TYPE_MESSAGE,
  LIBRARY_IMAGE_VARIANTS,
  LIBRARY_IMAGE_WIDTHS,
  libraryImageSizeProblem,
  libraryImageTypeOf,
  unreadableLibraryImageMessage,
  type LibraryImageFormat,
  type LibraryImageType,
  type LibraryImageWidth,
} from "@workcraft/domain/rules";
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { ApiError } from "../apiError";

/*
 * Turns an uploaded file into the image library's files with sharp: the kind of picture is
 * read from its bytes, its size in pixels checked, then it is turned upright by its EXIF
 * orientation and made into the five widths, each as WebP and JPEG, without its metadata
 * (sharp keeps none unless asked) and never enlarged.
 */

/** What JPEG files show where a picture is transparent, as JPEG cannot be: white, like the page. */
export const JPEG_BACKGROUND = "#ffffff";

/** A picture the library takes: its kind, and its size in pixels once upright. */
export interface LibraryImagePicture {
  type: LibraryImageType;
  width: number;
  height: number;
}

/** One file made for the library: one width in one format. */
export interface EncodedLibraryImageFile {
  width: LibraryImageWidth;
  format: LibraryImageFormat;
  bytes: Buffer;
  /** The SHA-256 of the bytes, lower-case hex. */
  contentHash: string;
}

/** The SHA-256 of `bytes`, lower-case hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const unreadable = (type: LibraryImageType) =>
  new ApiError(422, "image_unreadable", unreadableLibraryImageMessage(type));

/**
 * Reads what an uploaded file is, or refuses it: 415 for a file whose bytes are no PNG, JPEG or
 * WebP (whatever its name or type says), 422 for one that cannot be read or is larger than the
 * library takes in pixels. Reads the file's header only.
 */
export async function readLibraryImage(bytes: Buffer): Promise<LibraryImagePicture> {
  const type = libraryImageTypeOf(bytes);
  if (type === undefined) {
    throw new ApiError(415, "unsupported_image_type", LIBRARY_IMAGE_TYPE_MESSAGE);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: "error" }).metadata();
  } catch {
    throw unreadable(type);
  }
  if (metadata.format !== type) throw unreadable(type);
  const { width, height } = metadata.autoOrient;
  const problem = libraryImageSizeProblem(width, height);
  if (problem !== undefined) throw new ApiError(422, "image_too_large", problem);
  return { type, width, height };
}

/**
 * The library's files of a picture `readLibraryImage` took: the five widths, smallest first,
 * each as WebP then JPEG, encoded as the catalogue's are (`LIBRARY_IMAGE_ENCODING`). The file is
 * decoded once, to the widest variant's size; a file whose pixels cannot be decoded (cut short,
 * damaged) is a 422.
 */
export async function encodeLibraryImageFiles(
  bytes: Buffer,
  type: LibraryImageType,
): Promise<EncodedLibraryImageFile[]> {
  let widest: { data: Buffer; info: OutputInfo };
  try {
    widest = await sharp(bytes, {
      autoOrient: true,
      failOn: "error",
      limitInputPixels: LIBRARY_IMAGE_MAX_PIXELS,
    })
      .resize({ width: LIBRARY_IMAGE_WIDTHS.xlImg, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable(type);
  }
  const { data, info } = widest;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = (width: LibraryImageWidth, format: LibraryImageFormat) => {
    const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
    const file =
      format === "webp"
        ? resized.webp(LIBRARY_IMAGE_ENCODING.webp)
        : resized.flatten({ background: JPEG_BACKGROUND }).jpeg(LIBRARY_IMAGE_ENCODING.jpeg);
    return file.toBuffer();
  };
  return Promise.all(
    LIBRARY_IMAGE_VARIANTS.flatMap((variant) =>
      LIBRARY_IMAGE_FORMATS.map(async (format) => {
        const width = LIBRARY_IMAGE_WIDTHS[variant];
        const fileBytes = await encoded(width, format);
        return { width, format, bytes: fileBytes, contentHash: sha256Hex(fileBytes) };
      }),
    ),
  );
}
