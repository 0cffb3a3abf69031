import { normalDensity, normalUpperTail } from "./normalDistribution";

/**
 * The chance that a chi-square variable with `degrees` (a whole number ≥ 1) degrees of freedom
 * is above `x`: the p-value of a chi-square statistic. Exact for whole degrees, from the normal
 * distribution (Abramowitz & Stegun 26.4.4 and 26.4.5):
 * - even ν: Q = e^(−x/2) · Σ_{i<ν/2} (x/2)^i / i!
 * - odd ν: Q = 2·(1 − Φ(√x)) + 2·φ(√x) · Σ_{i=1}^{(ν−1)/2} x^(i−1/2) / (1·3·…·(2i−1))
 */
export function chiSquareUpperTail(x: number, degrees: number): number {
  if (!Number.isInteger(degrees) || degrees < 1)
    throw new RangeError(`Degrees of freedom must be a whole number ≥ 1, not ${degrees}.`);
  if (x <= 0) return 1;
  if (degrees % 2 === 0) {
    let term = 1;
    let sum = 1;
    for (let i = 1; i < degrees / 2; i += 1) {
      term *= x / 2 / i;
      sum += term;
    }
    return Math.min(1, Math.exp(-x / 2) * sum);
  }
  const root = Math.sqrt(x);
  let term = root;
  let sum = 0;
  for (let i = 1; i <= (degrees - 1) / 2; i += 1) {
    // x^(i−1/2) / (1·3·…·(2i−1)): the first is √x, each next one × x/(2i+1).
    sum += term;
    term *= x / (2 * i + 1);
  }
  return Math.min(1, 2 * normalUpperTail(root) + 2 * normalDensity(root) * sum);
}

/** Pearson's chi-square goodness-of-fit test of counts against the shares they were meant to have. */
export interface GoodnessOfFit {
  /** Σ (observed − expected)² / expected. */
  chiSquare: number;
  degrees: number;
  pValue: number;
}

/**
 * Pearson's test of `observed` counts against `shares` (positive, in any unit: 50/50, 1:1, 0.5 and
 * 0.5 alike), one share a count.
 */
export function goodnessOfFit(
  observed: readonly number[],
  shares: readonly number[],
): GoodnessOfFit {
  if (observed.length !== shares.length || observed.length < 2)
    throw new RangeError("A goodness-of-fit test needs one share for each of two or more counts.");
  if (shares.some((share) => !(share > 0)))
    throw new RangeError("Every share of a goodness-of-fit test must be above zero.");
  const total = observed.reduce((sum, count) => sum + count, 0);
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  let chiSquare = 0;
  for (const [index, count] of observed.entries()) {
    const expected = (total * shares[index]!) / shareTotal;
    if (expected > 0) chiSquare += (count - expected) ** 2 / expected;
  }
  const degrees = observed.length - 1;
  return { chiSquare, degrees, pValue: total === 0 ? 1 : chiSquareUpperTail(chiSquare, degrees) };
}
