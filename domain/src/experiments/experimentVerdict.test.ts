import { describe, expect, it } from "vitest";
import type { ArmCounts } from "./conversionInterval";
import { planExperiment, type ExperimentPlan } from "./experimentPlan";
import { experimentVerdict } from "./experimentVerdict";

/** A small seeded generator (mulberry32): the same draws on every run, so the figures are fixed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function planned(input: Parameters<typeof planExperiment>[0]): ExperimentPlan {
  const result = planExperiment(input);
  if (!result.ok) throw new Error(result.problem);
  return result.plan;
}

/** An arm run to its planned visitors, each converting with chance `rate`. */
function simulateArm(visitors: number, rate: number, random: () => number): ArmCounts {
  let conversions = 0;
  for (let visitor = 0; visitor < visitors; visitor += 1) if (random() < rate) conversions += 1;
  return { visitors, conversions };
}

/** How many of `experiments` runs to plan name a winner, with the variant converting at `rates[1]`. */
function winners(
  plan: ExperimentPlan,
  rates: readonly number[],
  experiments: number,
  seed: number,
) {
  const random = seededRandom(seed);
  let named = 0;
  for (let run = 0; run < experiments; run += 1) {
    const arms = plan.visitorsPerArm.map((visitors, arm) =>
      simulateArm(visitors, rates[arm]!, random),
    );
    const verdict = experimentVerdict(plan, arms);
    if (verdict.kind === "decided" && verdict.winner !== undefined) named += 1;
  }
  return named / experiments;
}

describe("the verdict, simulated", () => {
  // A 10 % page, planned to find a 20 % lift: 3,841 visitors an arm.
  const plan = planned({ baselineRate: 0.1, minimumLift: 0.2, split: [1, 1] });

  it("names a false winner in 4-6 % of 2,000 A/A experiments run to plan", () => {
    // Two-sided α 0.05 counts a variant worse than the control too: a false *winner* is half of it,
    // and a false verdict either way the whole. Both are checked.
    const random = seededRandom(20261129);
    let falseWinners = 0;
    let falseVerdicts = 0;
    for (let run = 0; run < 2000; run += 1) {
      const arms = plan.visitorsPerArm.map((visitors) => simulateArm(visitors, 0.1, random));
      const verdict = experimentVerdict(plan, arms);
      expect(verdict.kind).toBe("decided");
      if (verdict.kind !== "decided") continue;
      if (verdict.winner !== undefined) falseWinners += 1;
      if (verdict.comparisons.some(({ outcome }) => outcome !== "inconclusive")) falseVerdicts += 1;
    }
    expect(falseVerdicts / 2000).toBeGreaterThanOrEqual(0.04);
    expect(falseVerdicts / 2000).toBeLessThanOrEqual(0.06);
    expect(falseWinners / 2000).toBeGreaterThanOrEqual(0.015);
    expect(falseWinners / 2000).toBeLessThanOrEqual(0.035);
  });

  it("names the variant the winner in 75-85 % of 2,000 experiments with a true 20 % lift at the planned size", () => {
    const share = winners(plan, [0.1, 0.12], 2000, 7);
    expect(share).toBeGreaterThanOrEqual(0.75);
    expect(share).toBeLessThanOrEqual(0.85);
  });

  it("keeps the chance of any false winner near 5 % with two variants (Bonferroni)", () => {
    const three = planned({ baselineRate: 0.1, minimumLift: 0.2, split: [1, 1, 1] });
    const random = seededRandom(3);
    let anyFalse = 0;
    for (let run = 0; run < 1000; run += 1) {
      const arms = three.visitorsPerArm.map((visitors) => simulateArm(visitors, 0.1, random));
      const verdict = experimentVerdict(three, arms);
      if (
        verdict.kind === "decided" &&
        verdict.comparisons.some(({ outcome }) => outcome !== "inconclusive")
      )
        anyFalse += 1;
    }
    expect(anyFalse / 1000).toBeLessThanOrEqual(0.065);
  });

  it("blocks the verdict when a 50/50 plan gets a 55/45 split, and says why in words", () => {
    const random = seededRandom(11);
    const total = plan.totalVisitors;
    const arms = [
      simulateArm(Math.round(total * 0.55), 0.1, random),
      simulateArm(Math.round(total * 0.45), 0.1, random),
    ];
    const verdict = experimentVerdict(plan, arms);
    expect(verdict.kind).toBe("sample-ratio-mismatch");
    expect(verdict.message).toMatch(
      /^No verdict: the visitors are not split between the arms as planned/u,
    );
  });
});

describe("the verdict's words", () => {
  const plan = planned({ baselineRate: 0.1, minimumLift: 0.2, split: [1, 1] });

  it("says how many visitors it has of how many, before the plan is met, whatever the rates", () => {
    const verdict = experimentVerdict(plan, [
      { visitors: 1200, conversions: 100 },
      { visitors: 1210, conversions: 200 },
    ]);
    expect(verdict).toEqual({
      kind: "collecting",
      visitors: 2410,
      needed: 7682,
      message: "Collecting: 2,410 of 7,682 visitors.",
    });
  });

  it("names the winner with its lift and interval", () => {
    const verdict = experimentVerdict(plan, [
      { visitors: 4000, conversions: 400 },
      { visitors: 4000, conversions: 500 },
    ]);
    expect(verdict.kind).toBe("decided");
    if (verdict.kind !== "decided") return;
    expect(verdict.winner).toBe(1);
    expect(verdict.comparisons[0]?.relativeLift).toBeCloseTo(0.25, 12);
    expect(verdict.message).toMatch(
      /^Variant B wins: \+2\.5 % points \(\+25\.0 %\), interval \+1\.\d % to \+3\.\d % points\.$/u,
    );
  });

  it("says inconclusive when the interval holds zero, and that the control wins when every variant is worse", () => {
    const even = experimentVerdict(plan, [
      { visitors: 4000, conversions: 400 },
      { visitors: 4000, conversions: 410 },
    ]);
    expect(even.message).toBe(
      "Inconclusive: no variant converts more visitors than the control, beyond chance.",
    );
    const worse = experimentVerdict(plan, [
      { visitors: 4000, conversions: 500 },
      { visitors: 4000, conversions: 400 },
    ]);
    expect(worse.message).toBe("The control wins: every variant converts fewer visitors.");
  });

  it("refuses counts of another number of arms than planned", () => {
    expect(() => experimentVerdict(plan, [{ visitors: 1, conversions: 0 }])).toThrow(RangeError);
  });
});
