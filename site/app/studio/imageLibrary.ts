import type { listLibraryImagesCall, uploadLibraryImageCall } from "@workcraft/domain/api";
import { LIBRARY_IMAGE_MAX_BYTES, LIBRARY_IMAGE_TOO_LARGE_MESSAGE } from "@workcraft/domain/rules";
import type {
  LibraryImage,
  LibraryImages,
  LibraryImageUploadResponse,
} from "@workcraft/domain/schemas";
import { ApiCallError, apiAnswerData, sendApiRequest } from "../api/apiClient";

/*
 * The Studio's image library from the browser: the list of its pictures and an upload. Not
 * `callApi`, which posts JSON only: the list is a GET and the upload a form with the file.
 * Their failures are `ApiCallError`s as `callApi`'s are, for `describeApiFailure` to tell.
 */

const LIST: (typeof listLibraryImagesCall)["path"] = "studio/images/list";
const UPLOAD: (typeof uploadLibraryImageCall)["path"] = "studio/images/upload";

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
  const response = await sendApiRequest(LIST, { method: "GET", ...options });
  return (await apiAnswerData<LibraryImages>(LIST, response)).images;
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
    throw new ApiCallError(UPLOAD, {
      kind: "http",
      status: 413,
      code: "payload_too_large",
      message: LIBRARY_IMAGE_TOO_LARGE_MESSAGE,
    });
  }
  const form = new FormData();
  form.append("file", file);
  const response = await sendApiRequest(UPLOAD, {
    method: "POST",
    body: form,
    timeoutMs: LIBRARY_UPLOAD_TIMEOUT_MS,
    ...options,
  });
  return apiAnswerData<LibraryImageUploadResponse>(UPLOAD, response);
}
