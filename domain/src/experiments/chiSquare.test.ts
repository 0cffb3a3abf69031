import { describe, expect, it } from "vitest";
import { chiSquareUpperTail, goodnessOfFit } from "./chiSquare";

describe("the chi-square distribution's upper tail", () => {
  // The critical values of the usual tables (A&S Table 26.8), with the p-value they stand for.
  it.each([
    [3.841458820694124, 1, 0.05],
    [5.991464547107979, 2, 0.05],
    [7.814727903251178, 3, 0.05],
    [9.487729036781154, 4, 0.05],
    [10.827566170662733, 1, 0.001],
    [13.815510557964274, 2, 0.001],
    [16.26623619623813, 3, 0.001],
    [18.46682695290317, 4, 0.001],
  ])("χ² = %f with %i degrees has p = %f", (x, degrees, p) => {
    expect(chiSquareUpperTail(x, degrees)).toBeCloseTo(p, 12);
  });

  it("is 1 at zero and refuses degrees that are not whole numbers above zero", () => {
    expect(chiSquareUpperTail(0, 3)).toBe(1);
    expect(() => chiSquareUpperTail(1, 0)).toThrow(RangeError);
    expect(() => chiSquareUpperTail(1, 1.5)).toThrow(RangeError);
  });
});

describe("Pearson's goodness-of-fit test", () => {
  it("gives Wikipedia's worked example: 44 men and 56 women against 50/50 is χ² 1.44, p 0.23", () => {
    // https://en.wikipedia.org/wiki/Pearson%27s_chi-squared_test, its first worked example.
    const test = goodnessOfFit([44, 56], [1, 1]);
    expect(test.chiSquare).toBeCloseTo(1.44, 10);
    expect(test.degrees).toBe(1);
    expect(test.pValue).toBeCloseTo(0.2301, 4);
  });

  it("finds the sample ratio mismatch of Kohavi, Tang and Xu's book: 821,588 against 815,482 on 50/50, p 1.8e-6", () => {
    // Trustworthy Online Controlled Experiments (2020), chapter 21.
    const test = goodnessOfFit([821_588, 815_482], [50, 50]);
    expect(test.pValue).toBeGreaterThan(1.75e-6);
    expect(test.pValue).toBeLessThan(1.85e-6);
  });

  it("reads shares in any unit, and the counts of three arms with two degrees", () => {
    expect(goodnessOfFit([60, 40], [0.6, 0.4]).chiSquare).toBeCloseTo(0, 12);
    const three = goodnessOfFit([30, 30, 40], [1, 1, 1]);
    expect(three.degrees).toBe(2);
    expect(three.chiSquare).toBeCloseTo(2, 10);
    expect(three.pValue).toBeCloseTo(Math.exp(-1), 12);
  });

  it("refuses shares that do not match the counts or are not above zero", () => {
    expect(() => goodnessOfFit([1, 2], [1])).toThrow(RangeError);
    expect(() => goodnessOfFit([1, 2], [1, 0])).toThrow(RangeError);
  });
});
