/*
 * The standard normal distribution, as the experiments' statistics need it: the upper tail for
 * p-values, the density, and the quantile for planning and intervals.
 *
 * Written here, not taken from a package: the statistics libraries of npm either bring about 200
 * packages with them (stdlib's distribution modules) or have not been kept since 2022 and have no
 * types (jstat), and these three functions are textbook ones. Each is tested against published
 * tables (normalDistribution.test.ts) to far more digits than a verdict needs.
 */

const SQRT_PI = Math.sqrt(Math.PI);

/**
 * erfc(x) for x ≥ 0, accurate to about 1e-14 relative: the power series of erf where it
 * converges without cancellation (x < 2), and the continued fraction of erfc beyond (A&S 7.1.14),
 * evaluated by the modified Lentz method.
 */
function erfcNonNegative(x: number): number {
  if (x < 2) {
    // erf(x) = 2/√π · Σ (-1)^n x^(2n+1) / (n! (2n+1))
    let term = x;
    let sum = x;
    for (let n = 1; n < 100; n += 1) {
      term *= (-x * x) / n;
      const addend = term / (2 * n + 1);
      sum += addend;
      if (Math.abs(addend) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / SQRT_PI) * sum;
  }
  // erfc(x) = e^(-x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n += 1) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / SQRT_PI / f;
}

/** The chance that a standard normal variable is above `z`: 1 − Φ(z), precise far into the tail. */
export function normalUpperTail(z: number): number {
  const scaled = Math.abs(z) / Math.SQRT2;
  const tail = erfcNonNegative(scaled) / 2;
  return z >= 0 ? tail : 1 - tail;
}

/** Φ(z): the chance that a standard normal variable is at most `z`. */
export function normalCdf(z: number): number {
  return normalUpperTail(-z);
}

/** φ(z): the standard normal density. */
export function normalDensity(z: number): number {
  return Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
}

/*
 * Peter Acklam's rational approximation of the normal quantile (relative error under 1.2e-9),
 * then one step of Halley's method on Φ, which takes it to about the precision of Φ itself.
 */
const A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2,
  -3.066479806614716e1, 2.506628277459239,
] as const;
const B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1,
  -1.328068155288572e1,
] as const;
const C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
] as const;
const D = [
  7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416,
] as const;
const LOW = 0.02425;

/** Φ⁻¹(p): the value a standard normal variable is at most with chance `p` (0 < p < 1). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`A normal quantile needs 0 < p < 1, not ${p}.`);
  let z: number;
  if (p < LOW || p > 1 - LOW) {
    const q = Math.sqrt(-2 * Math.log(p < LOW ? p : 1 - p));
    const value =
      (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) /
      ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
    z = p < LOW ? value : -value;
  } else {
    const q = p - 0.5;
    const r = q * q;
    z =
      ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
      (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
  }
  // Halley's step: e = Φ(z) − p, u = e·√(2π)·e^(z²/2), z ← z − u/(1 + z·u/2).
  const error = normalCdf(z) - p;
  const u = error * Math.sqrt(2 * Math.PI) * Math.exp((z * z) / 2);
  return z - u / (1 + (z * u) / 2);
}
