import { describe, expect, it } from "vitest";
import { hashText, seededRandom } from "./seededRandom";

describe("seeded numbers", () => {
  it("follow from the seed alone, so every build draws the same image", () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw("invoicing/feature-1")).toEqual(draw("invoicing/feature-1"));
    expect(draw("invoicing/feature-1")).not.toEqual(draw("invoicing/feature-2"));
    expect(hashText("")).toBe(0x811c9dc5);
  });

  it("stay within their bounds, both ends of a whole range included", () => {
    const random = seededRandom("bounds");
    const wholes = new Set(Array.from({ length: 400 }, () => random.integer(2, 4)));
    expect([...wholes].sort()).toEqual([2, 3, 4]);
    for (let draw = 0; draw < 400; draw += 1) {
      const value = random.between(0.3, 0.5);
      expect(value).toBeGreaterThanOrEqual(0.3);
      expect(value).toBeLessThan(0.5);
    }
    expect(["a", "b"]).toContain(random.pick(["a", "b"]));
    expect(() => random.pick([])).toThrow("non-empty list");
  });
});
