import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";
import { bodyProblem, fieldsOf } from "./readJsonBody";

/**
 * The request of a `GET` call, from its address's query, checked by `schema` like a body: each
 * parameter a string, or a list of them when it is repeated (which the schemas of ours refuse,
 * naming it). Failures are a 400 naming each parameter (`query` for the query as a whole).
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new URL(c.req.url).searchParams) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  // Own fields only, whatever a parameter is called (`__proto__` too).
  const query = Object.fromEntries(
    [...values].map(([name, all]) => [name, all.length === 1 ? all[0]! : all]),
  );
  const problem = bodyProblem(query);
  if (problem) throw problem;
  const result = schema.safeParse(query);
  if (!result.success) {
    throw new ApiError(
      400,
      "invalid_request",
      "Some parameters of the address are not valid.",
      fieldsOf(result.error, "query"),
    );
  }
  return result.data;
}
