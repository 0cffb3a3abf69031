import { normalQuantile } from "./normalDistribution";

/** An arm's counts: visitors counted and the ones of them who converted. */
export interface ArmCounts {
  visitors: number;
  conversions: number;
}

/** A range of values, low to high. */
export interface Interval {
  low: number;
  high: number;
}

/** The z of a two-sided interval at `confidence` (0.95 gives 1.96). */
function twoSidedZ(confidence: number): number {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`Confidence must be between 0 and 1, not ${confidence}.`);
  return normalQuantile(1 - (1 - confidence) / 2);
}

/**
 * Wilson's score interval of a conversion rate: unlike rate ± z·SE, it stays within 0 to 1 and
 * keeps its coverage for small counts and rates near 0 (Newcombe 1998, method 3).
 */
export function rateInterval({ visitors, conversions }: ArmCounts, confidence = 0.95): Interval {
  if (visitors === 0) return { low: 0, high: 1 };
  const z = twoSidedZ(confidence);
  const rate = conversions / visitors;
  const z2 = z * z;
  const denominator = 1 + z2 / visitors;
  const centre = (rate + z2 / (2 * visitors)) / denominator;
  const half =
    (z / denominator) * Math.sqrt((rate * (1 - rate)) / visitors + z2 / (4 * visitors * visitors));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The interval of `variant`'s rate minus `control`'s, in rate units (0.012 is 1.2 percentage
 * points): Newcombe's hybrid score interval (Newcombe 1998, "Interval estimation for the
 * difference between independent proportions", method 10), built from each arm's Wilson interval.
 * It keeps its coverage where the usual difference ± z·SE does not: small counts, rates near 0.
 */
export function differenceInterval(
  variant: ArmCounts,
  control: ArmCounts,
  confidence = 0.95,
): Interval & { difference: number } {
  const p1 = variant.visitors === 0 ? 0 : variant.conversions / variant.visitors;
  const p2 = control.visitors === 0 ? 0 : control.conversions / control.visitors;
  const first = rateInterval(variant, confidence);
  const second = rateInterval(control, confidence);
  const difference = p1 - p2;
  return {
    difference,
    low: difference - Math.sqrt((p1 - first.low) ** 2 + (second.high - p2) ** 2),
    high: difference + Math.sqrt((first.high - p1) ** 2 + (p2 - second.low) ** 2),
  };
}
