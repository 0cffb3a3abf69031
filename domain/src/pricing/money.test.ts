import { describe, expect, it } from "vitest";
import { formatMoney, fromCents, toCents } from "./money";

describe("money", () => {
  it("counts in integer cents", () => {
    expect(toCents(394)).toBe(39_400);
    expect(toCents(1.2)).toBe(120);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(39_900)).toBe(399);
  });

  it("formats USD in locale en, decimals only when there are cents", () => {
    expect(formatMoney(39_400)).toBe("$394");
    expect(formatMoney(478_800)).toBe("$4,788");
    expect(formatMoney(120)).toBe("$1.20");
    expect(formatMoney(0)).toBe("$0");
  });
});
