import { useEffect, useRef, useState } from "react";
import { addItem, moveItem, removeItem } from "./listItems";

/** The part of an item's row that takes the focus after a change. */
export type ItemPart = "control" | "up" | "down" | "remove";

/** Keys by place, for items the control did not add itself (a page just opened, an undo). */
function placeKeys(length: number): string[] {
  return Array.from({ length }, (_item, index) => `place-${index}`);
}

/**
 * Keys that follow a list's items through adds, moves and removals (plain values may repeat,
 * so they cannot key themselves), and the focus kept on the item a keyboard user acts on:
 * the moved item's button, the next item after a removal, a new item's control. Rows mark
 * themselves with `data-item-key` and their parts with `data-item-part`.
 */
export function useItemOrder(length: number) {
  const [state, setState] = useState(() => ({ keys: placeKeys(length), next: 0 }));
  const keys = state.keys.length === length ? state.keys : placeKeys(length);
  const containerRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ key: string | undefined; part: ItemPart } | null>(null);

  useEffect(() => {
    const request = pendingFocus.current;
    if (!request || !containerRef.current) return;
    pendingFocus.current = null;
    const row = request.key
      ? containerRef.current.querySelector(`[data-item-key="${CSS.escape(request.key)}"]`)
      : null;
    const target =
      row?.querySelector<HTMLElement>(`[data-item-part="${request.part}"]`) ??
      containerRef.current.querySelector<HTMLElement>("[data-item-part='add']");
    target?.focus();
  });

  return {
    keys,
    /** The element around the rows and the Add button. */
    containerRef,
    /** After adding an item at the end: its control takes the focus. */
    added() {
      const key = `new-${state.next}`;
      setState({ keys: addItem(keys, key), next: state.next + 1 });
      pendingFocus.current = { key, part: "control" };
    },
    /** After moving an item: the button pressed keeps the focus, on the item where it went. */
    moved(from: number, to: number) {
      setState({ keys: moveItem(keys, from, to), next: state.next });
      pendingFocus.current = { key: keys[from], part: to < from ? "up" : "down" };
    },
    /** After removing an item: the next one's remove button, else the previous one's, else Add. */
    removed(index: number) {
      setState({ keys: removeItem(keys, index), next: state.next });
      pendingFocus.current = { key: keys[index + 1] ?? keys[index - 1], part: "remove" };
    },
    /** After the list is emptied: the Add button. */
    cleared() {
      setState({ keys: [], next: state.next });
      pendingFocus.current = { key: undefined, part: "control" };
    },
  };
}
