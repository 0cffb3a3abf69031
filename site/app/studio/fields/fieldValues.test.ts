import { describe, expect, it } from "vitest";
import { labelOf, listOf, metadataOf, recordOf, textOf, withPart } from "./fieldValues";

describe("a field control's reading of Puck's props", () => {
  it("takes the field's label, else its prop's name in words", () => {
    expect(labelOf({ label: "Hero picture" }, "image")).toBe("Hero picture");
    expect(labelOf({}, "primaryAction")).toBe("Primary action");
    expect(labelOf({}, "features[2].icon")).toBe("Icon");
    expect(labelOf({}, "source.bundleId")).toBe("Bundle ID");
  });

  it("takes the metadata the Studio wrote, or none", () => {
    expect(metadataOf({ metadata: { help: "Why", customKind: "icon" } })).toEqual({
      help: "Why",
      customKind: "icon",
    });
    expect(metadataOf({})).toEqual({});
  });

  it("reads untyped values as objects, text and lists", () => {
    expect(recordOf({ a: 1 })).toEqual({ a: 1 });
    expect(recordOf(null)).toEqual({});
    expect(recordOf(["a"])).toEqual({});
    expect(recordOf("a")).toEqual({});
    expect(textOf("a")).toBe("a");
    expect(textOf(3)).toBe("");
    expect(listOf(["a"])).toEqual(["a"]);
    expect(listOf(undefined)).toEqual([]);
  });
});

describe("a part of an object", () => {
  it("is set without changing the object given", () => {
    const value = { kind: "bundle" };
    expect(withPart(value, "bundleId", "b2b")).toStrictEqual({ kind: "bundle", bundleId: "b2b" });
    expect(value).toStrictEqual({ kind: "bundle" });
  });

  it("is left out when it is emptied", () => {
    expect(withPart({ kind: "box", width: 3 }, "width", undefined)).toStrictEqual({ kind: "box" });
    expect(withPart({ kind: "box", title: "A" }, "title", "")).toStrictEqual({ kind: "box" });
    expect(withPart({ kind: "box" }, "title", "")).toStrictEqual({ kind: "box" });
  });

  it("keeps a value that is not empty: zero, false, an empty list", () => {
    expect(withPart({}, "width", 0)).toStrictEqual({ width: 0 });
    expect(withPart({}, "shown", false)).toStrictEqual({ shown: false });
    expect(withPart({}, "items", [])).toStrictEqual({ items: [] });
  });
});
