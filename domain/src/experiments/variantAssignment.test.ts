import { describe, expect, it } from "vitest";
import { goodnessOfFit } from "./chiSquare";
import { assignArm, assignmentHash } from "./variantAssignment";

/** Visitor ids like the site's: ten letters and digits, here numbered so the test is fixed. */
const visitorIds = Array.from(
  { length: 50_000 },
  (_, index) => `v${index.toString(36).padStart(9, "0")}`,
);

function armCounts(experimentId: string, split: readonly number[]): number[] {
  const counts = split.map(() => 0);
  for (const id of visitorIds) counts[assignArm(experimentId, id, split)]! += 1;
  return counts;
}

describe("assigning visitors to arms", () => {
  it("gives a visitor the same arm every time, and depends on nothing but the ids and the split", () => {
    const arms = visitorIds.slice(0, 100).map((id) => assignArm("exp-home", id, [1, 1]));
    expect(visitorIds.slice(0, 100).map((id) => assignArm("exp-home", id, [1, 1]))).toEqual(arms);
    expect(assignmentHash("exp-home:v000000001")).toBe(assignmentHash("exp-home:v000000001"));
  });

  it.each([[[1, 1]], [[3, 2]], [[1, 1, 1]], [[90, 10]]])(
    "splits 50,000 numbered visitors as planned for %o (no sample-ratio mismatch)",
    (split) => {
      const counts = armCounts("exp-pricing", split);
      expect(goodnessOfFit(counts, split).pValue).toBeGreaterThan(0.001);
    },
  );

  it("assigns each experiment apart: a visitor's arm in one says nothing of the other", () => {
    const table = [
      [0, 0],
      [0, 0],
    ];
    for (const id of visitorIds)
      table[assignArm("exp-a", id, [1, 1])]![assignArm("exp-b", id, [1, 1])]! += 1;
    const cells = table.flat();
    expect(goodnessOfFit(cells, [1, 1, 1, 1]).pValue).toBeGreaterThan(0.001);
  });

  it("refuses a split without a share above zero", () => {
    expect(() => assignArm("exp", "visitor", [])).toThrow(RangeError);
    expect(() => assignArm("exp", "visitor", [0, 0])).toThrow(RangeError);
  });
});
