import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { colour, contrastPairs, fontSize, inverseColour, space, themeColours } from "./palette";

describe("contrastRatio", () => {
  it("gives 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#4a3fd1", "#4a3fd1")).toBe(1);
  });

  it("rejects a colour that is not #rrggbb", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow("Expected a #rrggbb colour, got red");
  });
});

describe.each(Object.entries(themeColours))("colour roles of the %s theme", (_theme, colours) => {
  it.each(contrastPairs)(
    "$foreground on $background reaches WCAG $minimum:1",
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(colours[foreground], colours[background])).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );
});

describe("the inverse theme", () => {
  it("is dark where the light theme is light: its surface is the light theme's inverse surface", () => {
    expect(inverseColour.surface).toBe(colour.surfaceInverse);
    expect(inverseColour.surfaceInverse).toBe(colour.surface);
  });

  it("keeps the scrim behind dialogs dark", () => {
    for (const colours of Object.values(themeColours)) {
      expect(contrastRatio(colours.scrim, "#000000")).toBeLessThan(1.5);
    }
  });
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
