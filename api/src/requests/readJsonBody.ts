import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";

/** The largest request body the API reads: every call of the spec fits in far less. */
export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

/** Every problem of a body, by the field it concerns (`body` for the body as a whole). */
export function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * The request's JSON body, checked by `schema`. Bad input is the caller's to fix, so each
 * failure is a 4xx that says what to change: not JSON (415), malformed (400), or fields that
 * break the schema (400, naming each). The size limit (413) is checked as the body arrives.
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the body as JSON, with the header Content-Type: application/json.",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "malformed_json", "The body is not valid JSON.");
  }
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
