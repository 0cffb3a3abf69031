import { describe, expect, it } from "vitest";
import type { ApiError } from "../apiError";
import { bodyProblem, MAX_BODY_DEPTH, NUL_CHARACTER_MESSAGE } from "./readJsonBody";

/** `value` inside `depth` arrays. */
function nestedIn(depth: number, value: unknown): unknown {
  let nested = value;
  for (let level = 0; level < depth; level += 1) nested = [nested];
  return nested;
}

describe("bodyProblem", () => {
  it("finds nothing wrong with a clean body", () => {
    expect(bodyProblem({ a: ["x", { b: "y" }], c: 1, d: null })).toBeNull();
    expect(bodyProblem(nestedIn(MAX_BODY_DEPTH, "deep enough"))).toBeNull();
  });

  it("names the field whose text or key holds U+0000", () => {
    const fieldsOf = (body: unknown) => (bodyProblem(body) as ApiError).fields;
    expect(fieldsOf("\u0000")).toEqual({ body: [NUL_CHARACTER_MESSAGE] });
    expect(fieldsOf({ a: ["x", { b: "y\u0000" }] })).toEqual({ "a.1.b": [NUL_CHARACTER_MESSAGE] });
    expect(fieldsOf({ a: { "k\u0000": 1 } })).toEqual({ a: [NUL_CHARACTER_MESSAGE] });
  });

  it("refuses a body nested deeper than the limit, however deep: 30,000 levels fit in 64 KB", () => {
    for (const depth of [MAX_BODY_DEPTH + 1, 30_000]) {
      const problem = bodyProblem(nestedIn(depth, 1));
      expect(problem).toMatchObject({ status: 400, code: "body_too_deep" });
    }
  });
});
