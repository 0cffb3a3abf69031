import { describe, expect, it } from "vitest";
import { ID_LENGTH } from "../constants/businessConstants";
import { ID_ALPHABET, createId, isId } from "./createId";

describe("createId", () => {
  it("returns 10 characters of the alphabet", () => {
    const id = createId();
    expect(ID_LENGTH).toBe(10);
    expect(id).toHaveLength(10);
    for (const char of id) expect(ID_ALPHABET).toContain(char);
  });

  it("returns 1000 different ids", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createId()));
    expect(ids.size).toBe(1000);
  });

  it("honours another length", () => {
    expect(createId(25)).toHaveLength(25);
  });

  it("knows its own ids: the length and the alphabet", () => {
    expect(isId(createId())).toBe(true);
    expect(isId(createId(25), 25)).toBe(true);
    for (const value of ["", "Ab3dE5gH9", "Ab3dE5gH9kL", "Ab3dE5gH9-", "Ab3dE5gH9ü"]) {
      expect(isId(value), value).toBe(false);
    }
  });
});
