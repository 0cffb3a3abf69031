import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";

/** The largest request body the API reads: every call of the spec fits in far less. */
export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/iu;

/**
 * Every problem of a body, by the field it concerns (`whole`, `body` unless named, for the body
 * as a whole).
 */
export function fieldsOf(error: z.ZodError, whole = "body"): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || whole;
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/** Why a text with U+0000 is refused: neither PostgreSQL's `text` nor its `jsonb` can hold it. */
export const NUL_CHARACTER_MESSAGE = "Text cannot contain the NUL character (U+0000).";

/**
 * Why a text with a lone UTF-16 surrogate (`"\ud800"` as a JSON escape) is refused: it is half
 * of a character, which no text encoding writes, so neither database can store it.
 */
export const LONE_SURROGATE_MESSAGE =
  "Text cannot contain half of a character (a lone UTF-16 surrogate such as \\ud800).";

/** How deep a body may nest: every call of the spec needs three levels; a lead's data a few more. */
export const MAX_BODY_DEPTH = 32;

/** Half of a character: a UTF-16 surrogate without its other half (a pair is one code point). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a text cannot be stored, if it cannot: a NUL character or half of a character. */
function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return NUL_CHARACTER_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

/**
 * What makes a parsed body unfit to read, whatever the call: nesting deeper than
 * `MAX_BODY_DEPTH` (the code that stores or copies it recurses), or a string or key holding
 * U+0000 or a lone surrogate, which no database of ours can store (named by its field; a key by
 * its object). Checked before the schema, so no call meets such a text in its database.
 */
export function bodyProblem(body: unknown): ApiError | null {
  // A walk with its own stack, each place naming its parent: a 64 KB body can nest deeper than
  // the call stack goes, and a path copied per level would grow with the square of the depth.
  interface Place {
    value: unknown;
    depth: number;
    key?: string;
    parent?: Place;
  }
  const unstorableTextIn = (place: Place, message: string) => {
    const keys: string[] = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) {
      keys.unshift(at.key);
    }
    return new ApiError(400, "invalid_request", "Some fields of the request are not valid.", {
      [keys.join(".") || "body"]: [message],
    });
  };
  const pending: Place[] = [{ value: body, depth: 0 }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const { value, depth } = place;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return unstorableTextIn(place, problem);
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) {
      return new ApiError(
        400,
        "body_too_deep",
        `The body nests more than ${MAX_BODY_DEPTH} levels deep.`,
      );
    }
    for (const [key, inner] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return unstorableTextIn(place, problem);
      pending.push({ value: inner, depth: depth + 1, key, parent: place });
    }
  }
  return null;
}

/**
 * The request's JSON body, checked by `schema`. Bad input is the caller's to fix, so each
 * failure is a 4xx that says what to change: not JSON (415), malformed (400), or fields that
 * break the schema or hold a text no database stores (400, naming each), or nest too deep (400).
 * The size limit (413) is checked as the body arrives.
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
  const problem = bodyProblem(body);
  if (problem) throw problem;
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
