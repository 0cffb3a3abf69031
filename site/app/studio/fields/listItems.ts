import type { Field } from "@puckeditor/core";

/*
 * The pure steps of a list of plain values (a `list` field): add, remove and move items within
 * the list's length bounds. Each returns a new list and leaves the one given unchanged.
 */

/** How many items a list may hold (the schema's `.min()` and `.max()`). */
export interface ListBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** Whether one more item fits. */
export function canAddItem(length: number, { max }: ListBounds): boolean {
  return max === undefined || length < max;
}

/** Whether an item may go and leave enough. */
export function canRemoveItem(length: number, { min }: ListBounds): boolean {
  return length > (min ?? 0);
}

/** The list with `item` at its end. */
export function addItem<Item>(items: readonly Item[], item: Item): Item[] {
  return [...items, item];
}

/** The list without the item at `index` (unchanged when there is none). */
export function removeItem<Item>(items: readonly Item[], index: number): Item[] {
  return items.filter((_item, place) => place !== index);
}

/** The list with the item at `from` moved to `to` (unchanged when either is outside it). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [Item];
  moved.splice(to, 0, item);
  return moved;
}

/** The list to store: an optional list left empty is left out. */
export function listValueOf<Item>(items: Item[], optional: boolean): Item[] | undefined {
  return optional && items.length === 0 ? undefined : items;
}

/**
 * The value of a new item of a list whose items are this field: empty text, the lowest number
 * allowed (else 0), the first choice, or nothing for a field of the Studio's own.
 */
export function newItemValue(item: Field | undefined): unknown {
  switch (item?.type) {
    case "text":
    case "textarea":
      return "";
    case "number":
      return item.min ?? 0;
    case "select":
    case "radio":
      return item.options.find((option) => option.value !== undefined)?.value;
    default:
      return undefined;
  }
}

/** "Item 2": how a list names its item at `index` to people and assistive technology. */
export function itemName(index: number): string {
  return `Item ${index + 1}`;
}

/** What a list says about its bounds: "At least 2 items.", "1 to 5 items."; nothing without. */
export function boundsInWords({ min, max }: ListBounds): string | undefined {
  const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
  if (min !== undefined && min > 0 && max !== undefined) {
    return min === max ? `Exactly ${items(min)}.` : `${min} to ${items(max)}.`;
  }
  if (min !== undefined && min > 0) return `At least ${items(min)}.`;
  if (max !== undefined) return `At most ${items(max)}.`;
  return undefined;
}
