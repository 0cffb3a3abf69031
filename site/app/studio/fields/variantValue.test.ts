import { describe, expect, it } from "vitest";
import type { VariantChoice } from "../editorFields";
import { chosenVariantIndex, valueOfVariantChoice } from "./variantValue";

const choices: VariantChoice[] = [
  { value: "dot", label: "A dot.", fields: {} },
  { value: "box", label: "box", fields: { width: { type: "number", label: "Width" } } },
  { value: 2, label: "2", fields: {} },
];
const variants = { discriminator: "kind", choices };

describe("a variants field's value", () => {
  it("starts as the choice's key alone", () => {
    expect(valueOfVariantChoice("kind", choices[1]!)).toStrictEqual({ kind: "box" });
    expect(valueOfVariantChoice("level", { value: 2 })).toStrictEqual({ level: 2 });
  });

  it("takes the choice its key names", () => {
    expect(chosenVariantIndex({ kind: "box", width: 3 }, variants)).toBe(1);
    expect(chosenVariantIndex({ kind: 2 }, variants)).toBe(2);
  });

  it("takes no choice without a key of one", () => {
    expect(chosenVariantIndex(undefined, variants)).toBe(-1);
    expect(chosenVariantIndex({}, variants)).toBe(-1);
    expect(chosenVariantIndex({ kind: "circle" }, variants)).toBe(-1);
    expect(chosenVariantIndex({ kind: "2" }, variants)).toBe(-1);
    expect(chosenVariantIndex(["box"], variants)).toBe(-1);
  });
});
