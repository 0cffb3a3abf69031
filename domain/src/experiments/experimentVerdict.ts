import { formatCount } from "../formatting/formatCount";
import { goodnessOfFit } from "./chiSquare";
import { differenceInterval, type ArmCounts, type Interval } from "./conversionInterval";
import type { ExperimentPlan } from "./experimentPlan";

/**
 * Below this p-value, the arms' visitors are too far from the planned split to be chance: the
 * assignment or the counting is broken, and no verdict is given (Fabijan et al., "Diagnosing
 * Sample Ratio Mismatch in Online Controlled Experiments", KDD 2019).
 */
export const SAMPLE_RATIO_P_VALUE = 0.001;

/** How one variant compares with the control, once the plan is met. */
export interface VariantComparison {
  /** The variant's place among the arms (1 is the first variant; 0 is the control). */
  arm: number;
  /** The variant's conversion rate minus the control's, with its interval (rate units). */
  difference: number;
  interval: Interval;
  /** The difference over the control's rate (0.2 is 20 % higher), if the control converted. */
  relativeLift?: number;
  /** Better or worse than the control when the interval leaves out zero; else inconclusive. */
  outcome: "better" | "worse" | "inconclusive";
}

/** What the Studio says of an experiment now. */
export type ExperimentVerdict =
  | {
      kind: "sample-ratio-mismatch";
      /** The chi-square test's p-value against the planned split. */
      pValue: number;
      message: string;
    }
  | { kind: "collecting"; visitors: number; needed: number; message: string }
  | {
      kind: "decided";
      comparisons: readonly VariantComparison[];
      /** The variant that is better than the control with the largest lift, if any is. */
      winner?: number;
      message: string;
    };

/** The words of a verdict still collecting. */
export function collectingMessage(visitors: number, needed: number): string {
  return `Collecting: ${formatCount(visitors)} of ${formatCount(needed)} visitors.`;
}

/** The words of a verdict blocked by a sample-ratio mismatch. */
export function sampleRatioMismatchMessage(pValue: number): string {
  return `No verdict: the visitors are not split between the arms as planned (chi-square p = ${pValue.toExponential(1)}, below ${SAMPLE_RATIO_P_VALUE}). Something assigns or counts visitors wrongly; find it before trusting these numbers.`;
}

/** A share as percent with one decimal, signed when asked: 0.0123 → "+1.2 %". */
function percent(value: number, signed = false): string {
  const text = `${(Math.abs(value) * 100).toFixed(1)} %`;
  if (!signed) return text;
  return `${value < 0 ? "−" : "+"}${text}`;
}

/** The arms' names as the Studio shows them: the control, then variants B, C, … */
export function armName(arm: number): string {
  return arm === 0 ? "the control" : `variant ${String.fromCharCode(65 + arm)}`;
}

function decidedMessage(comparisons: readonly VariantComparison[], winner?: number): string {
  if (winner === undefined) {
    const worse = comparisons.filter(({ outcome }) => outcome === "worse");
    return worse.length === comparisons.length
      ? "The control wins: every variant converts fewer visitors."
      : "Inconclusive: no variant converts more visitors than the control, beyond chance.";
  }
  const best = comparisons.find(({ arm }) => arm === winner)!;
  const lift = best.relativeLift === undefined ? "" : ` (${percent(best.relativeLift, true)})`;
  return `${armName(winner).replace(/^v/u, "V")} wins: ${percent(best.difference, true)} points${lift}, interval ${percent(best.interval.low, true)} to ${percent(best.interval.high, true)} points.`;
}

/**
 * The verdict on `arms` (the control first) under `plan`:
 * - a sample-ratio mismatch (Pearson's chi-square against the planned split, p < 0.001) blocks
 *   every verdict, from the first visitor on;
 * - until every arm has its planned visitors, it is collecting, and no winner is named (looking
 *   early and stopping at the first good-looking day would make false winners far more often than
 *   the plan's 5 %);
 * - then each variant is compared with the control by the interval of the difference in rates, at
 *   the plan's confidence per comparison (1 − α/variants): better or worse when the interval
 *   leaves out zero, inconclusive when it holds zero.
 */
export function experimentVerdict(
  plan: Pick<ExperimentPlan, "split" | "visitorsPerArm" | "totalVisitors" | "comparisonAlpha">,
  arms: readonly ArmCounts[],
): ExperimentVerdict {
  if (arms.length !== plan.split.length)
    throw new RangeError(`The plan has ${plan.split.length} arms; ${arms.length} were counted.`);
  const ratio = goodnessOfFit(
    arms.map(({ visitors }) => visitors),
    plan.split,
  );
  if (ratio.pValue < SAMPLE_RATIO_P_VALUE)
    return {
      kind: "sample-ratio-mismatch",
      pValue: ratio.pValue,
      message: sampleRatioMismatchMessage(ratio.pValue),
    };
  const visitors = arms.reduce((sum, arm) => sum + arm.visitors, 0);
  if (arms.some((arm, index) => arm.visitors < plan.visitorsPerArm[index]!)) {
    const needed = Math.max(plan.totalVisitors, visitors);
    return { kind: "collecting", visitors, needed, message: collectingMessage(visitors, needed) };
  }
  const control = arms[0]!;
  const controlRate = control.conversions / control.visitors;
  const comparisons = arms.slice(1).map((variant, index): VariantComparison => {
    const { difference, low, high } = differenceInterval(
      variant,
      control,
      1 - plan.comparisonAlpha,
    );
    return {
      arm: index + 1,
      difference,
      interval: { low, high },
      ...(controlRate > 0 ? { relativeLift: difference / controlRate } : {}),
      outcome: low > 0 ? "better" : high < 0 ? "worse" : "inconclusive",
    };
  });
  const better = comparisons.filter(({ outcome }) => outcome === "better");
  const winner = better.sort((a, b) => b.difference - a.difference)[0]?.arm;
  return {
    kind: "decided",
    comparisons,
    ...(winner !== undefined ? { winner } : {}),
    message: decidedMessage(comparisons, winner),
  };
}
