import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money";

describe("money", () => {
  it("counts in integer cents", () => {
    expect(toCents(394)).toBe(39_400);
    expect(toCents(1.2)).toBe(120);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(39_900)).toBe(399);
  });
});
