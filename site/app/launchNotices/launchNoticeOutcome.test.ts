import { describe, expect, it } from "vitest";
import { ApiCallError } from "../api/apiClient";
import { askFailureOf, askProblems } from "./askOutcome";
import { linkOutcomeOf } from "./launchNoticeOutcome";

const answered = (status: number, code: string, fields?: Record<string, string[]>) =>
  new ApiCallError("launch-notices/confirm", {
    kind: "http",
    status,
    code,
    message: "The API's words",
    ...(fields ? { fields } : {}),
  });

describe("the ask form's problems", () => {
  it("need an address that looks like one and a ticked box", () => {
    expect(askProblems({ email: "  ", consent: false })).toEqual({
      email: "missing",
      consent: "missing",
    });
    expect(askProblems({ email: "ada@", consent: true })).toEqual({ email: "invalid" });
    expect(askProblems({ email: "ada@example.com", consent: false })).toEqual({
      consent: "missing",
    });
  });

  it("find none for an address and a ticked box (spaces around the address allowed)", () => {
    expect(askProblems({ email: " ada@example.com ", consent: true })).toEqual({});
  });
});

describe("a failed ask", () => {
  it("says the app shipped on 409 and names the fields the API refused on 400", () => {
    expect(askFailureOf(answered(409, "launched"))).toEqual({ kind: "shipped" });
    expect(askFailureOf(answered(400, "invalid_request", { email: ["Enter an address"] }))).toEqual(
      { kind: "problems", problems: { email: "invalid" } },
    );
    expect(askFailureOf(answered(400, "invalid_request", { consent: ["Tick the box"] }))).toEqual({
      kind: "problems",
      problems: { consent: "missing" },
    });
  });

  it("is a failure to try again for anything else", () => {
    expect(askFailureOf(answered(400, "invalid_request", { key: ["Choose an app"] }))).toEqual({
      kind: "failed",
    });
    expect(askFailureOf(answered(429, "rate_limited"))).toEqual({ kind: "failed" });
    expect(askFailureOf(new ApiCallError("launch-notices/ask", { kind: "timeout" }))).toEqual({
      kind: "failed",
    });
    expect(askFailureOf(new Error("boom"))).toEqual({ kind: "failed" });
  });
});

describe("a mail link's outcome", () => {
  it.each([
    [404, "link_unknown", "unknown"],
    [400, "invalid_request", "unknown"],
    [409, "link_used", "used"],
    [410, "link_expired", "expired"],
    [429, "rate_limited", "failed"],
    [500, "internal", "failed"],
  ] as const)("reads %i (%s) as %s", (status, code, outcome) => {
    expect(linkOutcomeOf(answered(status, code))).toBe(outcome);
  });

  it("is a failure to try again when no answer came", () => {
    expect(linkOutcomeOf(new ApiCallError("launch-notices/unsubscribe", { kind: "network" }))).toBe(
      "failed",
    );
  });
});
