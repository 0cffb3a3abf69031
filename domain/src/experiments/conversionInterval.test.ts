import { describe, expect, it } from "vitest";
import { differenceInterval, rateInterval } from "./conversionInterval";

// Newcombe's worked examples: "Two-sided confidence intervals for the single proportion" and
// "Interval estimation for the difference between independent proportions" (Statistics in
// Medicine 17, 1998, 857-872 and 873-890), to the four decimals they print.
describe("Wilson's interval of a conversion rate", () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i of %i: %f to %f", (conversions, visitors, low, high) => {
    const interval = rateInterval({ visitors, conversions });
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("knows nothing of an arm without visitors", () => {
    expect(rateInterval({ visitors: 0, conversions: 0 })).toEqual({ low: 0, high: 1 });
  });
});

describe("Newcombe's hybrid score interval of a difference in rates", () => {
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
  ])(
    "%i of %i against %i of %i: %f to %f",
    (conversionsA, visitorsA, conversionsB, visitorsB, low, high) => {
      const interval = differenceInterval(
        { visitors: visitorsA, conversions: conversionsA },
        { visitors: visitorsB, conversions: conversionsB },
      );
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    },
  );

  it("is wider at a higher confidence and centred on the difference", () => {
    const variant = { visitors: 4000, conversions: 480 };
    const control = { visitors: 4000, conversions: 400 };
    const at95 = differenceInterval(variant, control);
    const at99 = differenceInterval(variant, control, 0.99);
    expect(at95.difference).toBeCloseTo(0.02, 12);
    expect(at99.low).toBeLessThan(at95.low);
    expect(at99.high).toBeGreaterThan(at95.high);
    expect(() => differenceInterval(variant, control, 1)).toThrow(RangeError);
  });
});
