import { normalQuantile } from "./normalDistribution";

/** The chance of a false winner the plan allows in all: two-sided, over every variant together. */
export const EXPERIMENT_ALPHA = 0.05;
/** The chance of finding a true lift of the smallest size worth knowing. */
export const EXPERIMENT_POWER = 0.8;

/** What a marketer gives the Studio to plan an experiment. */
export interface ExperimentPlanInput {
  /** The page's conversion rate now, 0 to 1 (0.04 is 4 %). */
  baselineRate: number;
  /** The smallest relative lift worth knowing: 0.2 is a rate 20 % higher than the baseline. */
  minimumLift: number;
  /** The arms' shares of the visitors, the control first (50/50 is `[1, 1]`, 60/40 `[3, 2]`). */
  split: readonly number[];
  /** Visitors a day the page gets (its recent traffic), for the days the plan takes. */
  dailyVisitors?: number;
}

/** The plan: how many visitors each arm needs, and what that asks of the page's traffic. */
export interface ExperimentPlan {
  baselineRate: number;
  minimumLift: number;
  /** The arms' shares, as given. */
  split: readonly number[];
  /** The two-sided α of each comparison of a variant with the control (Bonferroni). */
  comparisonAlpha: number;
  power: number;
  /** Visitors each arm needs, the control first. */
  visitorsPerArm: readonly number[];
  /** Visitors the page needs in all, split as planned, for every arm to have its number. */
  totalVisitors: number;
  /** Days that takes at `dailyVisitors` a day, if it was given. */
  days?: number;
}

/** Why a plan cannot be made from what was given. */
export type ExperimentPlanProblem =
  "baseline-rate" | "minimum-lift" | "split" | "daily-visitors" | "lift-beyond-certainty";

/** The words of each problem, for the Studio's form. */
export const EXPERIMENT_PLAN_MESSAGES: Readonly<Record<ExperimentPlanProblem, string>> = {
  "baseline-rate": "The current conversion rate must be above 0 % and below 100 %.",
  "minimum-lift": "The smallest lift worth knowing must be above 0 %.",
  split: "Give each arm a share above zero: the control and at least one variant.",
  "daily-visitors": "Visitors a day must be a whole number above zero.",
  "lift-beyond-certainty":
    "That lift would take the conversion rate to 100 % or more: choose a smaller one.",
};

/**
 * Visitors the control needs for one comparison with a variant that gets `ratio` visitors for each
 * of the control's, to tell `baseline` from `baseline · (1 + lift)` (Fleiss, Levin & Paik,
 * Statistical Methods for Rates and Proportions, 3rd ed., eq. 4.14 with unequal groups, without
 * the continuity correction):
 *
 *   n = [z(1−α/2)·√(p̄q̄(1 + 1/r)) + z(1−β)·√(p₁q₁ + p₂q₂/r)]² / (p₂ − p₁)²,  p̄ = (p₁ + r·p₂)/(1 + r)
 */
function controlVisitors(
  baseline: number,
  lift: number,
  ratio: number,
  alpha: number,
  power: number,
): number {
  const p1 = baseline;
  const p2 = baseline * (1 + lift);
  const pooled = (p1 + ratio * p2) / (1 + ratio);
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const root =
    zAlpha * Math.sqrt(pooled * (1 - pooled) * (1 + 1 / ratio)) +
    zBeta * Math.sqrt(p1 * (1 - p1) + (p2 * (1 - p2)) / ratio);
  return (root * root) / ((p2 - p1) * (p2 - p1));
}

/**
 * Plans an experiment: the visitors each arm needs to find a lift of `minimumLift` over
 * `baselineRate` with a two-sided α of 0.05 and a power of 0.8. With more than one variant, each
 * comparison with the control gets α/variants (Bonferroni), so the chance of any false winner stays
 * at 0.05. The split holds: the arms' numbers keep its proportions, and the number that meets the
 * largest need sets them all.
 */
export function planExperiment(
  input: ExperimentPlanInput,
): { ok: true; plan: ExperimentPlan } | { ok: false; problem: ExperimentPlanProblem } {
  const { baselineRate, minimumLift, split, dailyVisitors } = input;
  if (!(baselineRate > 0 && baselineRate < 1)) return { ok: false, problem: "baseline-rate" };
  if (!(minimumLift > 0) || !Number.isFinite(minimumLift))
    return { ok: false, problem: "minimum-lift" };
  if (split.length < 2 || split.some((share) => !(share > 0) || !Number.isFinite(share)))
    return { ok: false, problem: "split" };
  if (dailyVisitors !== undefined && !(Number.isInteger(dailyVisitors) && dailyVisitors > 0))
    return { ok: false, problem: "daily-visitors" };
  if (baselineRate * (1 + minimumLift) >= 1) return { ok: false, problem: "lift-beyond-certainty" };

  const [controlShare, ...variantShares] = split as [number, ...number[]];
  const comparisonAlpha = EXPERIMENT_ALPHA / variantShares.length;
  // Each comparison asks the control for so many visitors; the largest ask sets the plan.
  const control = Math.max(
    ...variantShares.map((share) =>
      controlVisitors(
        baselineRate,
        minimumLift,
        share / controlShare,
        comparisonAlpha,
        EXPERIMENT_POWER,
      ),
    ),
  );
  const visitorsPerArm = split.map((share) => Math.ceil((control * share) / controlShare));
  const shareTotal = split.reduce((sum, share) => sum + share, 0);
  // Visitors arrive split as planned: enough in all for every arm to reach its number.
  const totalVisitors = Math.ceil(
    Math.max(...visitorsPerArm.map((needed, arm) => (needed * shareTotal) / split[arm]!)),
  );
  return {
    ok: true,
    plan: {
      baselineRate,
      minimumLift,
      split,
      comparisonAlpha,
      power: EXPERIMENT_POWER,
      visitorsPerArm,
      totalVisitors,
      ...(dailyVisitors !== undefined ? { days: Math.ceil(totalVisitors / dailyVisitors) } : {}),
    },
  };
}
