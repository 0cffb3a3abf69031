import type { ApiErrorBody } from "@workcraft/domain/api";
import {
  API_BASE_PATH,
  LIBRARY_IMAGE_FILES_PATH,
  LIBRARY_IMAGE_MEDIA_TYPES,
  libraryImageFileKey,
} from "@workcraft/domain/rules";
import type { Hono } from "hono";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { findLibraryImageFile } from "../studio/libraryImages";

/** A file's name is made from the hash of its picture: it never changes, so it is kept for good. */
export const LIBRARY_IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Whether an `If-None-Match` header names `etag` (weakly compared, as RFC 9110 asks), or `*`. */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//u, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * Serves the image library's files to anyone, since published pages show them: `GET
 * /api/v2/images/<hash>-<width>.<webp|jpg>`, with its media type, cached for good, and an
 * `ETag` (the hash of its bytes) that answers a matching `If-None-Match` with a 304. A name of
 * another shape, or of no file the library has, is a 404 in the API's error shape; another
 * method a 405. No session is read: the path is outside `studio/`.
 */
export function mountLibraryImageFiles(api: Hono, db: AppDatabase): void {
  const path = `${LIBRARY_IMAGE_FILES_PATH.slice(API_BASE_PATH.length)}/:file`;
  api.get(path, async (c) => {
    const name = c.req.param("file") ?? "";
    const key = libraryImageFileKey(name);
    if (!key) {
      throw new ApiError(
        404,
        "image_not_found",
        `${name} is not the name of an image library file: they are named <hash>-<width>.<webp|jpg>, like the URLs studio/images/list gives.`,
      );
    }
    const file = await findLibraryImageFile(db, key);
    if (!file) {
      throw new ApiError(404, "image_not_found", `The image library has no file ${name}.`);
    }
    const etag = `"${file.contentHash}"`;
    c.header("Cache-Control", LIBRARY_IMAGE_CACHE_CONTROL);
    c.header("ETag", etag);
    if (namesEtag(c.req.header("if-none-match"), etag)) return c.body(null, 304);
    c.header("Content-Type", LIBRARY_IMAGE_MEDIA_TYPES[key.format]);
    c.header("Content-Length", String(file.byteSize));
    return c.body(new Uint8Array(file.bytes));
  });
  api.all(path, (c) => {
    c.header("Allow", "GET");
    return c.json<ApiErrorBody>(
      {
        error: {
          code: "method_not_allowed",
          message: `Image library files answer GET only, not ${c.req.method}.`,
        },
      },
      405,
    );
  });
}
