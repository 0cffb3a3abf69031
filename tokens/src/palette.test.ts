import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { colour, contrastPairs, fontSize, space } from "./palette";

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#4a3fd1", "#4a3fd1")).toBe(1);
  });

  it("rejects a colour that is not #rrggbb", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow("Expected a #rrggbb colour, got red");
  });
});

describe("colour roles", () => {
  it.each(contrastPairs)(
    "$foreground on $background reaches WCAG $minimum:1",
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(colour[foreground], colour[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe("scales", () => {
  const rem = (value: string) => Number.parseFloat(value);

  it("type sizes grow step by step", () => {
    const sizes = Object.values(fontSize).map(rem);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it("spaces grow step by step", () => {
    const spaces = Object.values(space).map(rem);
    expect(spaces).toEqual([...spaces].sort((a, b) => a - b));
    expect(new Set(spaces).size).toBe(spaces.length);
  });
});
