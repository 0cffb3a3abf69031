import { LIBRARY_IMAGE_MAX_BYTES, LIBRARY_IMAGE_TOO_LARGE_MESSAGE } from "@workcraft/domain/rules";
import type { LibraryImage, LibraryImageUploadResponse } from "@workcraft/domain/schemas";
import { ApiCallError, getFromApi, uploadToApi } from "../api/apiClient";

/*
 * The Studio's image library from the browser: the list of its pictures (a GET) and an upload
 * (a form with the file). Their failures are `ApiCallError`s as `callApi`'s are, for
 * `describeApiFailure` to tell.
 */

/** The kinds of file the upload offers to pick (the API reads the bytes, whatever the name). */
export const LIBRARY_UPLOAD_ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * How long an upload may take: sending up to 10 MB, then the server making ten files of it,
 * far longer than a JSON call's 5 seconds.
 */
export const LIBRARY_UPLOAD_TIMEOUT_MS = 120_000;

/** Where the calls go: the page's own origin, or another's (tests). */
export interface ImageLibraryOptions {
  origin?: string;
  signal?: AbortSignal;
}

/** The library's pictures, newest first. */
export async function listLibraryImages(
  options: ImageLibraryOptions = {},
): Promise<LibraryImage[]> {
  return (await getFromApi("studio/images/list", undefined, options)).images;
}

/**
 * Uploads a picture to the library: the picture kept (and whether it is new to the library),
 * or an `ApiCallError` with the API's words (not a picture, too large…). A file over the
 * library's 10 MB is refused here with the API's own message, without sending it.
 */
export async function uploadLibraryImage(
  file: File,
  options: ImageLibraryOptions = {},
): Promise<LibraryImageUploadResponse> {
  if (file.size > LIBRARY_IMAGE_MAX_BYTES) {
    throw new ApiCallError("studio/images/upload", {
      kind: "http",
      status: 413,
      code: "payload_too_large",
      message: LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
    });
  }
  return uploadToApi(
    "studio/images/upload",
    { file },
    { timeoutMs: LIBRARY_UPLOAD_TIMEOUT_MS, ...options },
  );
}
