/*
 * The Studio's image library: pictures its people upload, kept in the database and served by
 * the API to anyone (published pages show them) in the catalogue's five widths, each as WebP and
 * JPEG, under names made from the SHA-256 of the uploaded file. A block names a library picture
 * `library/<hash>`, as it names a catalogue picture `{app id}/feature-{n}`; the rules here turn
 * that name into its files' URLs, with no database to ask.
 */
import { API_BASE_PATH } from "../constants/businessConstants";

/** The largest file the library takes: 10 MB. */
export const LIBRARY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may have, its width times its height: 40 megapixels. */
export const LIBRARY_IMAGE_MAX_PIXELS = 40_000_000;
/** The longest side a picture may have, in pixels. */
export const LIBRARY_IMAGE_MAX_SIDE = 10_000;
/** The longest label a picture may have. */
export const LIBRARY_IMAGE_NAME_MAX = 100;

/** The kinds of file the library takes, as their bytes show them (never their name). */
export const LIBRARY_IMAGE_TYPES = ["png", "jpeg", "webp"] as const;
export type LibraryImageType = (typeof LIBRARY_IMAGE_TYPES)[number];

/**
 * The widths in pixels of each picture's files, smallest first: the catalogue's five variants
 * (the design system's `imageVariantWidths`, named alike). Written here as well because the API
 * may not import the design system; a test of the site holds the two equal.
 */
export const LIBRARY_IMAGE_WIDTHS = {
  xsImg: 315,
  smImg: 460,
  mdImg: 725,
  lgImg: 960,
  xlImg: 1240,
} as const;
export type LibraryImageVariant = keyof typeof LIBRARY_IMAGE_WIDTHS;
export type LibraryImageWidth = (typeof LIBRARY_IMAGE_WIDTHS)[LibraryImageVariant];

/** The variants by name, smallest first. */
export const LIBRARY_IMAGE_VARIANTS = Object.keys(LIBRARY_IMAGE_WIDTHS) as LibraryImageVariant[];

/** The formats of each picture's files: WebP, and JPEG for browsers without WebP. */
export const LIBRARY_IMAGE_FORMATS = ["webp", "jpeg"] as const;
export type LibraryImageFormat = (typeof LIBRARY_IMAGE_FORMATS)[number];

/** The extension each format's URL ends in. */
export const LIBRARY_IMAGE_EXTENSIONS: Record<LibraryImageFormat, string> = {
  webp: "webp",
  jpeg: "jpg",
};

/** The media type each format is served with. */
export const LIBRARY_IMAGE_MEDIA_TYPES: Record<LibraryImageFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * How the files are encoded: the catalogue's settings (the site's `APP_IMAGE_ENCODING`, which a
 * test of the site holds equal), progressive mozjpeg at 78 and WebP at 75.
 */
export const LIBRARY_IMAGE_ENCODING = {
  jpeg: { quality: 78, progressive: true, mozjpeg: true },
  webp: { quality: 75, effort: 4 },
} as const;

/** Where the API serves the files: `/api/v2/images/<hash>-<width>.<webp|jpg>`. */
export const LIBRARY_IMAGE_FILES_PATH = `${API_BASE_PATH}/images`;

/** How a block's image name starts when it names a library picture: `library/<hash>`. */
export const LIBRARY_IMAGE_NAME_PREFIX = "library/";

/** The hash that names a picture: the SHA-256 of the uploaded file, in lower-case hex. */
const HASH = /^[0-9a-f]{64}$/u;

/** A file's name: `<hash>-<width>.<webp|jpg>`. */
const FILE_NAME = /^([0-9a-f]{64})-([1-9][0-9]*)\.([a-z]+)$/u;

/** Whether `value` is a picture's hash: 64 lower-case hexadecimal digits. */
export function isLibraryImageHash(value: string): boolean {
  return HASH.test(value);
}

/** How a block names the picture of `hash`: `library/<hash>`. */
export function libraryImageReference(hash: string): string {
  return `${LIBRARY_IMAGE_NAME_PREFIX}${hash}`;
}

/** The hash a block's image name `library/<hash>` names; undefined for any other name. */
export function libraryImageHashOf(name: string): string | undefined {
  if (!name.startsWith(LIBRARY_IMAGE_NAME_PREFIX)) return undefined;
  const hash = name.slice(LIBRARY_IMAGE_NAME_PREFIX.length);
  return isLibraryImageHash(hash) ? hash : undefined;
}

/** The name of one of a picture's files: `<hash>-<width>.<webp|jpg>`. */
export function libraryImageFileName(
  hash: string,
  width: LibraryImageWidth,
  format: LibraryImageFormat,
): string {
  return `${hash}-${width}.${LIBRARY_IMAGE_EXTENSIONS[format]}`;
}

/** The URL of one of a picture's files: `/api/v2/images/<hash>-<width>.<webp|jpg>`. */
export function libraryImageFileUrl(
  hash: string,
  width: LibraryImageWidth,
  format: LibraryImageFormat,
): string {
  return `${LIBRARY_IMAGE_FILES_PATH}/${libraryImageFileName(hash, width, format)}`;
}

/** One file of a picture, as its name says: which picture, which width, which format. */
export interface LibraryImageFileKey {
  hash: string;
  width: LibraryImageWidth;
  format: LibraryImageFormat;
}

const widths: readonly number[] = Object.values(LIBRARY_IMAGE_WIDTHS);

/** What a file's name `<hash>-<width>.<webp|jpg>` names; undefined for a name of another shape. */
export function libraryImageFileKey(fileName: string): LibraryImageFileKey | undefined {
  const [, hash, width, extension] = FILE_NAME.exec(fileName) ?? [];
  const format = LIBRARY_IMAGE_FORMATS.find(
    (candidate) => LIBRARY_IMAGE_EXTENSIONS[candidate] === extension,
  );
  if (hash === undefined || format === undefined || !widths.includes(Number(width))) {
    return undefined;
  }
  return { hash, width: Number(width) as LibraryImageWidth, format };
}

/** One variant's files: the JPEG, for browsers without WebP, and its WebP twin. */
export interface LibraryImageSource {
  imgUrl: string;
  webpUrl: string;
}

/** A picture's five variants, as a catalogue feature's (and the design system's image set). */
export type LibraryImageSet = Record<LibraryImageVariant, LibraryImageSource>;

/**
 * The URLs of the files of the picture a block names `library/<hash>`: its five variants, each
 * as JPEG and WebP, in the shape of a catalogue feature's images (`ResponsiveImageSet`);
 * undefined for a name that is not a library picture's. The name alone says where the files
 * are; whether the picture is in the library is the API's to say (404 when it is not).
 */
export function libraryImageSet(name: string): LibraryImageSet | undefined {
  const hash = libraryImageHashOf(name);
  if (hash === undefined) return undefined;
  const source = (variant: LibraryImageVariant): LibraryImageSource => ({
    imgUrl: libraryImageFileUrl(hash, LIBRARY_IMAGE_WIDTHS[variant], "jpeg"),
    webpUrl: libraryImageFileUrl(hash, LIBRARY_IMAGE_WIDTHS[variant], "webp"),
  });
  return {
    xsImg: source("xsImg"),
    smImg: source("smImg"),
    mdImg: source("mdImg"),
    lgImg: source("lgImg"),
    xlImg: source("xlImg"),
  };
}

/**
 * How wide a picture `pictureWidth` pixels wide is in its file of a variant's `width`: a
 * picture is made smaller for a narrower variant and never larger, so a small picture's wider
 * files hold it at its own width.
 */
export function libraryFileWidth(width: LibraryImageWidth, pictureWidth: number): number {
  return Math.min(width, pictureWidth);
}

/**
 * `url 315w, url 460w, …` of a picture's files in one format, for an `<img>` or `<source>`
 * `srcset`. With the picture's width, each file is described by the width it really has, and
 * the files a small picture has at its own width are listed once (the narrowest of them).
 */
export function librarySrcSet(
  hash: string,
  format: LibraryImageFormat,
  pictureWidth = Number.POSITIVE_INFINITY,
): string {
  const listed = new Set<number>();
  const entries: string[] = [];
  for (const variant of LIBRARY_IMAGE_VARIANTS) {
    const width = LIBRARY_IMAGE_WIDTHS[variant];
    const real = libraryFileWidth(width, pictureWidth);
    if (listed.has(real)) continue;
    listed.add(real);
    entries.push(`${libraryImageFileUrl(hash, width, format)} ${real}w`);
  }
  return entries.join(", ");
}

/** Whether `bytes` start with `signature`, from `offset`. */
function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** `RIFF`, `WEBP`: a WebP file starts `RIFF <size> WEBP`. */
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * What kind of picture a file is by its first bytes (its magic number), whatever its name or
 * the type its sender gave: PNG, JPEG, WebP, or undefined for anything else.
 */
export function libraryImageTypeOf(bytes: Uint8Array): LibraryImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return undefined;
}

/** "10 MB": a number of bytes in whole megabytes (of 1024 × 1024 bytes), for messages. */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why a file too large is refused. */
export const LIBRARY_IMAGE_TOO_LARGE_MESSAGE = `A picture is at most ${megabytes(LIBRARY_IMAGE_MAX_BYTES)}: make this one smaller and upload it again.`;

/** Why a file that is no picture the library takes is refused. */
export const LIBRARY_IMAGE_TYPE_MESSAGE =
  "Upload a PNG, JPEG or WebP picture: this file is none of these (its content counts, not its name).";

/** Why a file that starts like a picture but cannot be read is refused. */
export function unreadableLibraryImageMessage(type: LibraryImageType): string {
  return `This file starts like a ${type === "webp" ? "WebP" : type.toUpperCase()} picture but cannot be read: it may be damaged or cut short. Save it again and upload it.`;
}

/** "40.1 megapixels", rounded up to a tenth, so a picture just past the limit never reads as at it. */
const megapixels = (pixels: number) =>
  `${(Math.ceil(pixels / 100_000) / 10).toLocaleString("en")} megapixels`;

/**
 * Why a picture of `width` × `height` pixels is too large for the library, or undefined when it
 * is not: at most `LIBRARY_IMAGE_MAX_SIDE` pixels on a side and `LIBRARY_IMAGE_MAX_PIXELS` in
 * all.
 */
export function libraryImageSizeProblem(width: number, height: number): string | undefined {
  const size = `${width} × ${height} pixels`;
  if (width > LIBRARY_IMAGE_MAX_SIDE || height > LIBRARY_IMAGE_MAX_SIDE) {
    return `This picture is ${size}: a picture is at most ${LIBRARY_IMAGE_MAX_SIDE.toLocaleString("en")} pixels on a side. Make it smaller and upload it again.`;
  }
  if (width * height > LIBRARY_IMAGE_MAX_PIXELS) {
    return `This picture is ${size}, ${megapixels(width * height)}: a picture has at most ${megapixels(LIBRARY_IMAGE_MAX_PIXELS)}. Make it smaller and upload it again.`;
  }
  return undefined;
}

/** A picture's label when its uploader gave none. */
export const LIBRARY_IMAGE_UNNAMED = "Untitled picture";

/**
 * A picture's label from the name of its file: without its extension, control characters and
 * surrounding spaces, at most `LIBRARY_IMAGE_NAME_MAX` characters; `LIBRARY_IMAGE_UNNAMED` when
 * nothing is left.
 */
export function libraryImageNameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/u, "");
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const clean = base.replace(/[\u0000-\u001f\u007f]/gu, "").trim();
  return [...clean].slice(0, LIBRARY_IMAGE_NAME_MAX).join("").trim() || LIBRARY_IMAGE_UNNAMED;
}
