import { describe, expect, it } from "vitest";
import { FALLBACK_FONT_FAMILY, fallbackFaces } from "./fallbackFont";
import { fontFamily, fontWeight } from "./palette";

const fraction = (percent: string) => Number(percent.replace(/%$/u, "")) / 100;

describe("Inter Fallback", () => {
  it("has a face for every weight of the token scale, so no weight falls back unmatched", () => {
    const weights = fallbackFaces.map((face) => String(face.weight)).sort();
    expect(weights).toEqual(Object.values(fontWeight).sort());
  });

  it("comes right after Inter in the body and heading stacks", () => {
    for (const stack of [fontFamily.body, fontFamily.heading]) {
      const families = stack.split(",").map((family) => family.trim().replace(/"/gu, ""));
      expect(families.slice(0, 3)).toEqual(["Inter Variable", "Inter", FALLBACK_FONT_FAMILY]);
    }
  });

  it("reads local fonts only: a fallback never downloads", () => {
    for (const face of fallbackFaces)
      expect(face.src).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/u);
  });

  it("lands on Inter's ascent and descent once the browser applies size-adjust", () => {
    for (const face of fallbackFaces) {
      const scale = fraction(face.sizeAdjust);
      expect(fraction(face.ascentOverride) * scale).toBeCloseTo(1984 / 2048, 3);
      expect(fraction(face.descentOverride) * scale).toBeCloseTo(494 / 2048, 3);
      expect(fraction(face.lineGapOverride)).toBe(0);
    }
  });
});
