import type { FileUpload } from "@workcraft/domain/api";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";
import { fieldsOf } from "./readJsonBody";

/**
 * Room in an upload's body beside its file: the form's boundaries, the headers of its parts and
 * its text fields. The body may be this much larger than the file the call takes.
 */
export const FORM_ROOM_BYTES = 64 * 1024;

const FORM_TYPE = /^multipart\/form-data\s*;/iu;

/** The most bytes a call's upload body may have: its file's limit and room for the rest. */
export function uploadBodyLimit(upload: FileUpload): number {
  return upload.maxBytes + FORM_ROOM_BYTES;
}

/** The answer to a file, or a body, larger than an upload takes. */
export function uploadTooLarge(upload: FileUpload): ApiError {
  return new ApiError(413, "payload_too_large", upload.tooLargeMessage);
}

/**
 * The request's `multipart/form-data` body, checked by `schema`: a field sent once is its value
 * (text, or a `File`), a field sent more than once the list of its values. Each failure is a
 * 4xx that says what to change: not a form (415), a form that cannot be read (400), a file
 * larger than the call takes (413), or fields that break the schema (400, naming each). The
 * body's size is limited as it arrives (`uploadBodyLimit`), so no more than that is read.
 */
export async function readFormBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  upload: FileUpload,
): Promise<z.output<S>> {
  if (!FORM_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      `Send the body as multipart/form-data, the file in the form field ${upload.field}.`,
    );
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      400,
      "malformed_form",
      "The body is not a readable multipart/form-data form.",
    );
  }
  // Own fields whatever their names (`__proto__` too), as JSON's parser makes them.
  const body = Object.fromEntries(
    [...new Set(form.keys())].map((key) => {
      const values = form.getAll(key);
      return [key, values.length === 1 ? values[0] : values];
    }),
  );
  const file = body[upload.field];
  if (file instanceof Blob && file.size > upload.maxBytes) throw uploadTooLarge(upload);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(
      400,
      "invalid_request",
      "Some fields of the request are not valid.",
      fieldsOf(result.error),
    );
  }
  return result.data;
}
