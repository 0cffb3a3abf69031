import { describe, expect, it } from "vitest";
import {
  addItem,
  boundsInWords,
  canAddItem,
  canRemoveItem,
  itemName,
  listValueOf,
  moveItem,
  newItemValue,
  removeItem,
} from "./listItems";

describe("a list field's items", () => {
  const items = ["a", "b", "c"] as const;

  it("move an item to another place, leaving the list given unchanged", () => {
    expect(moveItem(items, 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(items, 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(items, 0, 2)).toEqual(["b", "c", "a"]);
    expect(items).toEqual(["a", "b", "c"]);
  });

  it("stay as they are when a move leaves the list", () => {
    expect(moveItem(items, 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(items, 2, 3)).toEqual(["a", "b", "c"]);
    expect(moveItem(items, 1, 1)).toEqual(["a", "b", "c"]);
  });

  it("lose the item removed and gain the item added at the end", () => {
    expect(removeItem(items, 1)).toEqual(["a", "c"]);
    expect(removeItem(items, 5)).toEqual(["a", "b", "c"]);
    expect(addItem(items, "d")).toEqual(["a", "b", "c", "d"]);
    // Plain values may repeat.
    expect(addItem(items, "a")).toEqual(["a", "b", "c", "a"]);
  });

  it("keep within the list's bounds", () => {
    expect(canAddItem(3, {})).toBe(true);
    expect(canAddItem(3, { max: 4 })).toBe(true);
    expect(canAddItem(4, { max: 4 })).toBe(false);
    expect(canRemoveItem(1, {})).toBe(true);
    expect(canRemoveItem(0, {})).toBe(false);
    expect(canRemoveItem(2, { min: 2 })).toBe(false);
    expect(canRemoveItem(3, { min: 2 })).toBe(true);
  });

  it("say their bounds in words", () => {
    expect(boundsInWords({})).toBeUndefined();
    expect(boundsInWords({ min: 0 })).toBeUndefined();
    expect(boundsInWords({ min: 1 })).toBe("At least 1 item.");
    expect(boundsInWords({ min: 2 })).toBe("At least 2 items.");
    expect(boundsInWords({ max: 5 })).toBe("At most 5 items.");
    expect(boundsInWords({ min: 2, max: 5 })).toBe("2 to 5 items.");
    expect(boundsInWords({ min: 3, max: 3 })).toBe("Exactly 3 items.");
  });

  it("are named by their place", () => {
    expect(itemName(0)).toBe("Item 1");
    expect(itemName(1)).toBe("Item 2");
  });

  it("leave an optional list out when it is empty, and keep a required one empty", () => {
    expect(listValueOf([], true)).toBeUndefined();
    expect(listValueOf([], false)).toEqual([]);
    expect(listValueOf(["a"], true)).toEqual(["a"]);
  });

  it("start a new item as its field's empty value", () => {
    expect(newItemValue({ type: "text" })).toBe("");
    expect(newItemValue({ type: "textarea" })).toBe("");
    expect(newItemValue({ type: "number" })).toBe(0);
    expect(newItemValue({ type: "number", min: 3 })).toBe(3);
    expect(
      newItemValue({
        type: "select",
        options: [
          { label: "Not set", value: undefined },
          { label: "red", value: "red" },
        ],
      }),
    ).toBe("red");
    expect(newItemValue(undefined)).toBeUndefined();
  });
});
