import { describe, expect, it } from "vitest";
import { EXPERIMENT_PLAN_MESSAGES, planExperiment } from "./experimentPlan";

function plan(input: Parameters<typeof planExperiment>[0]) {
  const result = planExperiment(input);
  if (!result.ok) throw new Error(EXPERIMENT_PLAN_MESSAGES[result.problem]);
  return result.plan;
}

describe("planning an experiment", () => {
  it("needs 686 visitors an arm to tell 10 % from 15 % (Fleiss, α 0.05 two-sided, power 0.8, no continuity correction)", () => {
    // The textbook figure for this pair (Fleiss, Levin & Paik, eq. 4.14), as ClinCalc and G*Power
    // give it too.
    const { visitorsPerArm, totalVisitors, comparisonAlpha, power } = plan({
      baselineRate: 0.1,
      minimumLift: 0.5,
      split: [1, 1],
    });
    expect(visitorsPerArm).toEqual([686, 686]);
    expect(totalVisitors).toBe(1372);
    expect(comparisonAlpha).toBe(0.05);
    expect(power).toBe(0.8);
  });

  it("needs 3,841 an arm for a 20 % lift on a 10 % rate, and says the days at the page's traffic", () => {
    const { visitorsPerArm, totalVisitors, days } = plan({
      baselineRate: 0.1,
      minimumLift: 0.2,
      split: [1, 1],
      dailyVisitors: 500,
    });
    expect(visitorsPerArm).toEqual([3841, 3841]);
    expect(days).toBe(Math.ceil(totalVisitors / 500));
    expect(days).toBe(16);
  });

  it("asks for more visitors in all when the split is uneven, and keeps the split's proportions", () => {
    const even = plan({ baselineRate: 0.05, minimumLift: 0.25, split: [1, 1] });
    const uneven = plan({ baselineRate: 0.05, minimumLift: 0.25, split: [3, 1] });
    expect(uneven.totalVisitors).toBeGreaterThan(even.totalVisitors);
    const [control, variant] = uneven.visitorsPerArm as [number, number];
    expect(control / variant).toBeCloseTo(3, 2);
  });

  it("splits α between the variants (Bonferroni), so two variants need more visitors an arm than one", () => {
    const one = plan({ baselineRate: 0.04, minimumLift: 0.3, split: [1, 1] });
    const two = plan({ baselineRate: 0.04, minimumLift: 0.3, split: [1, 1, 1] });
    expect(two.comparisonAlpha).toBe(0.025);
    expect(two.visitorsPerArm[0]).toBeGreaterThan(one.visitorsPerArm[0]!);
    expect(two.visitorsPerArm).toHaveLength(3);
    expect(two.totalVisitors).toBe(two.visitorsPerArm[0]! * 3);
  });

  it.each([
    [{ baselineRate: 0, minimumLift: 0.2, split: [1, 1] }, "baseline-rate"],
    [{ baselineRate: 1, minimumLift: 0.2, split: [1, 1] }, "baseline-rate"],
    [{ baselineRate: 0.1, minimumLift: 0, split: [1, 1] }, "minimum-lift"],
    [{ baselineRate: 0.1, minimumLift: Number.NaN, split: [1, 1] }, "minimum-lift"],
    [{ baselineRate: 0.1, minimumLift: 0.2, split: [1] }, "split"],
    [{ baselineRate: 0.1, minimumLift: 0.2, split: [1, 0] }, "split"],
    [{ baselineRate: 0.1, minimumLift: 0.2, split: [1, 1], dailyVisitors: 0 }, "daily-visitors"],
    [{ baselineRate: 0.6, minimumLift: 1, split: [1, 1] }, "lift-beyond-certainty"],
  ] as const)("refuses %o as %s, with words for the form", (input, problem) => {
    const result = planExperiment(input);
    expect(result).toEqual({ ok: false, problem });
    expect(EXPERIMENT_PLAN_MESSAGES[problem]).toMatch(/\.$/u);
  });
});
