import { describe, expect, it } from "vitest";
import { goalCounts } from "./experimentGoal";

describe("an experiment's goal", () => {
  it("counts any lead form when it names none, and only its own form when it names one", () => {
    expect(goalCounts({ kind: "lead" }, { kind: "lead", formName: "contact" })).toBe(true);
    expect(
      goalCounts(
        { kind: "lead", formName: "enterprise-demo" },
        { kind: "lead", formName: "enterprise-demo" },
      ),
    ).toBe(true);
    expect(
      goalCounts(
        { kind: "lead", formName: "enterprise-demo" },
        { kind: "lead", formName: "contact" },
      ),
    ).toBe(false);
  });

  it("counts a completed checkout for a checkout goal, and nothing of the other kind", () => {
    expect(goalCounts({ kind: "checkout" }, { kind: "checkout" })).toBe(true);
    expect(goalCounts({ kind: "checkout" }, { kind: "lead", formName: "contact" })).toBe(false);
    expect(goalCounts({ kind: "lead" }, { kind: "checkout" })).toBe(false);
  });
});
