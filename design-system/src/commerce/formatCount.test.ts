import { describe, expect, it } from "vitest";
import { formatDisplayCount } from "./formatCount";

describe("formatDisplayCount", () => {
  const intl = new Intl.NumberFormat("en");

  it("groups whole numbers in threes, as Intl.NumberFormat('en') does", () => {
    const counts = [0, 7, 42, 999, 1000, 1875, 12_500, 100_000, 999_999, 1_000_000, 123_456_789];
    const wholes = [
      ...counts,
      // (Negative zero aside: Intl writes "-0", a count "0".)
      ...counts.filter((count) => count > 0).map((count) => -count),
      Number.MAX_SAFE_INTEGER,
      ...Array.from({ length: 200 }, (_, index) => Math.floor(1.7 ** index) % 10 ** 12),
    ];
    for (const count of wholes)
      expect(formatDisplayCount(count), String(count)).toBe(intl.format(count));
  });

  it("writes other numbers as Intl.NumberFormat('en') does", () => {
    for (const count of [4.8, 1875.25, 0.3333, -12.5, 1e21, Number.NaN, Infinity]) {
      expect(formatDisplayCount(count), String(count)).toBe(intl.format(count));
    }
  });
});
