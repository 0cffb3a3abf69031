import { z } from "zod";
import { imageVariantSchema } from "../catalogue/catalogueSchema";
import {
  LIBRARY_IMAGE_FORMATS,
  LIBRARY_IMAGE_MAX_BYTES,
  LIBRARY_IMAGE_NAME_MAX,
  LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
  LIBRARY_IMAGE_TYPES,
} from "../studio/libraryImages";
import { studioPagePersonSchema } from "./studioPagesCalls";
import { defineApiCall, defineUploadCall } from "./apiCall";

/*
 * Beyond the spec: the Studio's image library. Its people upload pictures (PNG, JPEG or WebP);
 * the API keeps each in the catalogue's five widths as WebP and JPEG, served to anyone under
 * `/api/v2/images/` by names made from the picture's hash, and lists the library to them.
 */

/** A picture's label, trimmed; an empty one takes the file's name. */
export const libraryImageNameSchema = z
  .string({ error: "A picture's name is text" })
  .trim()
  .max(LIBRARY_IMAGE_NAME_MAX, {
    error: `A picture's name is at most ${LIBRARY_IMAGE_NAME_MAX} characters`,
  })
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/u.test(name), {
    error: "A picture's name is one line of text, without control characters",
  });

/**
 * Body of `studio/images/upload`, a `multipart/form-data` form: the picture in the field `file`
 * and, if wanted, its label in `name` (by default the file's name without its extension).
 */
export const libraryImageUploadRequestSchema = z.strictObject({
  file: z.file({ error: "Send one picture as a file in the form field file" }),
  name: libraryImageNameSchema.optional(),
});
export type LibraryImageUploadRequest = z.infer<typeof libraryImageUploadRequestSchema>;

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/u);

/** One file of a library picture: one width in one format. */
export const libraryImageFileSchema = z.object({
  /** The variant's width, as its URL names it; a narrower picture is kept at its own width. */
  width: z.number().int().positive(),
  format: z.enum(LIBRARY_IMAGE_FORMATS),
  /** `/api/v2/images/<hash>-<width>.<webp|jpg>`, served to anyone, cached for good. */
  url: z.string().min(1),
  byteSize: z.number().int().positive(),
});
export type LibraryImageFile = z.infer<typeof libraryImageFileSchema>;

/** A picture of the library, with what a page needs to show it. */
export const libraryImageSchema = z.object({
  id: z.string().min(1),
  /** The SHA-256 of the uploaded file, in hex: the same file uploaded again is this picture. */
  hash: hashSchema,
  /** How a block names it: `library/<hash>`. */
  reference: z.string().min(1),
  name: z.string().min(1),
  /** The picture's size in pixels, turned upright as its EXIF orientation says. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The kind of file uploaded, as its bytes showed. */
  type: z.enum(LIBRARY_IMAGE_TYPES),
  /** The size of the uploaded file, which is not kept. */
  byteSize: z.number().int().positive(),
  uploadedAt: z.iso.datetime(),
  uploadedBy: studioPagePersonSchema,
  /** Every file: the five widths, each as WebP and JPEG, smallest first. */
  files: z.array(libraryImageFileSchema),
  /** The five variants as a catalogue feature's images (the design system's image set). */
  images: z.object({
    xsImg: imageVariantSchema,
    smImg: imageVariantSchema,
    mdImg: imageVariantSchema,
    lgImg: imageVariantSchema,
    xlImg: imageVariantSchema,
  }),
  /** `srcset` of a `<source type="image/webp">` and of the `<img>`, each file by its real width. */
  srcSet: z.object({ webp: z.string().min(1), jpeg: z.string().min(1) }),
  /** The `<img>`'s `src` for browsers without `srcset`: the middle variant's JPEG. */
  src: z.string().min(1),
  /** The library's thumbnail: the smallest variant's WebP. */
  thumbnailUrl: z.string().min(1),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

/** Answer of `studio/images/upload`: the picture, and whether it is new to the library. */
export const libraryImageUploadResponseSchema = z.object({
  image: libraryImageSchema,
  /** False when the same file was in the library already: the answer is the picture kept then. */
  added: z.boolean(),
});
export type LibraryImageUploadResponse = z.infer<typeof libraryImageUploadResponseSchema>;

/**
 * `studio/images/upload`: adds a picture to the library (editor); 413 past 10 MB, 415 for a
 * file that is no PNG, JPEG or WebP by its bytes, 422 for one too large in pixels or unreadable.
 */
export const uploadLibraryImageCall = defineUploadCall({
  method: "POST",
  path: "studio/images/upload",
  request: libraryImageUploadRequestSchema,
  response: libraryImageUploadResponseSchema,
  upload: {
    field: "file",
    maxBytes: LIBRARY_IMAGE_MAX_BYTES,
    tooLargeMessage: LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
  },
});

/** Answer of `studio/images/list`: the library, newest first. */
export const libraryImagesResponseSchema = z.object({ images: z.array(libraryImageSchema) });
export type LibraryImages = z.infer<typeof libraryImagesResponseSchema>;

/** `GET studio/images/list`: the library's pictures, newest first (signed in); no body. */
export const listLibraryImagesCall = defineApiCall({
  method: "GET",
  path: "studio/images/list",
  request: z.undefined(),
  response: libraryImagesResponseSchema,
});
