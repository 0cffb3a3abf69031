import { API_CALLS, type ApiCall } from "@workcraft/domain/api";
import { API_BASE_PATH } from "@workcraft/domain/rules";
import { apiErrorBodySchema } from "@workcraft/domain/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import { isDeepStrictEqual } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { z } from "zod";

/** The code of the answer that replaces one breaking the contract, so the test that got it fails. */
export const BROKEN_CONTRACT = "answer_breaks_contract";

/**
 * A JSON value as plain data, without its `__proto__` keys: JSON may name a field so (a
 * request's field that a failure names), but zod's records cannot hold it as a field of their
 * output, so both sides of the comparison leave it out.
 */
function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? "null", (key, field: unknown) =>
    key === "__proto__" ? undefined : field,
  );
}

/** Why `body` is not exactly what `schema` describes (a field too many counts), or null. */
function mismatch(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.message;
  return isDeepStrictEqual(plainJson(parsed.data), plainJson(body))
    ? null
    : `it holds more than the schema describes: ${JSON.stringify(body)}`;
}

/**
 * Why an answer breaks the domain's contract, or null when it keeps it: a success of a known
 * call answers `{ data }` that its response schema describes exactly (or the file it names),
 * and every failure answers `ApiErrorBody`. A 304 (a file the caller has already) has no body.
 */
export async function answerProblem(
  call: ApiCall | undefined,
  response: Response,
): Promise<string | null> {
  const type = response.headers.get("content-type") ?? "";
  // An answer made ready once is sent compressed (ReadyData): read as the caller reads it.
  const decoded = async () => {
    const bytes = Buffer.from(await response.arrayBuffer());
    const coding = response.headers.get("content-encoding");
    if (coding === "br") return brotliDecompressSync(bytes).toString();
    if (coding === "gzip") return gunzipSync(bytes).toString();
    return bytes.toString();
  };
  const json = async (): Promise<{ body: unknown } | null> => {
    try {
      return { body: JSON.parse(await decoded()) };
    } catch {
      return null;
    }
  };
  if (response.status === 304) return null;
  if (!response.ok) {
    const answer = await json();
    return answer ? mismatch(apiErrorBodySchema, answer.body) : `a failure not in JSON (${type})`;
  }
  if (!call) return null;
  const expected = call.response;
  if ("file" in expected) {
    return type.startsWith(expected.file) ? null : `a ${expected.file} file was due, not ${type}`;
  }
  const answer = await json();
  const body = answer?.body;
  if (
    !body ||
    typeof body !== "object" ||
    Object.keys(body).join() !== "data" ||
    !("data" in body)
  ) {
    return `the answer is not { data }: ${JSON.stringify(body)}`;
  }
  return mismatch(expected, body.data);
}

/** The call a request makes, if it is one of the contract's. */
function callOf(method: string, path: string): ApiCall | undefined {
  const prefix = `${API_BASE_PATH}/`;
  if (!path.startsWith(prefix)) return undefined;
  const callPath = path.slice(prefix.length);
  return API_CALLS.find((call) => call.path === callPath && call.method === method);
}

/**
 * Checks every answer of the served API against the domain's contract. An answer that breaks
 * it is replaced by a 500 saying how, so whichever test received it fails.
 */
export function checkAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === "HEAD") return;
    const problem = await answerProblem(callOf(c.req.method, c.req.path), c.res.clone());
    if (!problem) return;
    c.res = c.json(
      { error: { code: BROKEN_CONTRACT, message: `${c.req.method} ${c.req.path}: ${problem}` } },
      500,
    );
  };
}

/** `app` behind the contract check. */
export function contractChecked(app: Hono): Hono {
  return new Hono().use(checkAnswers()).route("/", app);
}
