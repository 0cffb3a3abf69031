import { describe, expect, it } from "vitest";
import { staleRevisionMessage, studioPagePathProblem } from "./studioPages";

describe("a Studio page's path", () => {
  it("takes lower-case segments of letters, digits and hyphens", () => {
    for (const path of ["/pricing", "/use-case/fleet-crm", "/a/b-2/c3"]) {
      expect(studioPagePathProblem(path), path).toBeUndefined();
    }
  });

  it("refuses the home page, odd characters, empty or reserved segments and long paths", () => {
    for (const path of [
      "",
      "/",
      "pricing",
      "/Pricing",
      "/use case",
      "/use-case/",
      "//x",
      "/-x",
      "/x/../y",
      "/é",
      "/api/x",
      `/${"a".repeat(200)}`,
    ]) {
      expect(studioPagePathProblem(path), path).toEqual(expect.any(String));
    }
    expect(studioPagePathProblem("/api/pages")).toBe("Paths under /api are not pages of the site");
  });
});

describe("the message of a stale revision", () => {
  it("says who saved and when, with the day only when it was not today", () => {
    const now = new Date("2026-03-04T15:00:00Z");
    expect(staleRevisionMessage("Ana", new Date("2026-03-04T10:42:59Z"), now)).toBe(
      "Ana saved this page at 10:42 UTC; your changes are kept here, reload to see theirs.",
    );
    expect(staleRevisionMessage("bo@x.example", new Date("2026-03-03T09:05:00Z"), now)).toBe(
      "bo@x.example saved this page on 2026-03-03 at 09:05 UTC; your changes are kept here, reload to see theirs.",
    );
  });
});
