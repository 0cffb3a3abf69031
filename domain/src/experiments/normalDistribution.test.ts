import { describe, expect, it } from "vitest";
import { normalCdf, normalDensity, normalQuantile, normalUpperTail } from "./normalDistribution";

// Values from the tables of Abramowitz & Stegun (26.2) and Owen's Handbook of Statistical Tables,
// to the digits they print.
describe("the standard normal distribution", () => {
  it.each([
    [0, 0.5],
    [1, 0.841344746068543],
    [1.959963984540054, 0.975],
    [-1.644853626951473, 0.05],
    [2.5758293035489, 0.995],
  ])("Φ(%f) is %f", (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 13);
  });

  it.each([
    [3, 1.349898031630095e-3],
    [4, 3.167124183311992e-5],
    [5, 2.866515718791939e-7],
    [6, 9.865876450376981e-10],
    [8, 6.220960574271785e-16],
  ])("far in the tail, 1 − Φ(%f) is %e to 12 significant digits", (z, tail) => {
    expect(Math.abs(normalUpperTail(z) - tail) / tail).toBeLessThan(1e-12);
  });

  it("has the density 1/√(2π) at 0 and e^(−1/2)/√(2π) at 1", () => {
    expect(normalDensity(0)).toBeCloseTo(0.3989422804014327, 15);
    expect(normalDensity(1)).toBeCloseTo(0.24197072451914337, 15);
  });

  it.each([
    [0.975, 1.959963984540054],
    [0.8, 0.8416212335729143],
    [0.995, 2.5758293035489004],
    [0.5, 0],
    [0.001, -3.090232306167813],
    [1e-10, -6.361340902404056],
  ])("Φ⁻¹(%f) is %f", (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 11);
  });

  it("refuses a quantile outside (0, 1)", () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});
