import type { UntranslatedField } from "@workcraft/domain/rules";
import { createContext, useContext } from "react";

/**
 * The fields each block of a translation still has in English, by the block's place (0 first),
 * as the block names them (`title`, `items.0.title`): the preview marks those blocks.
 */
export const UntranslatedBlocksContext = createContext<ReadonlyMap<number, readonly string[]>>(
  new Map(),
);

/** `fields` by their block's place; the page's own fields are left out. */
export function untranslatedByBlock(
  fields: readonly UntranslatedField[],
): Map<number, readonly string[]> {
  const byBlock = new Map<number, string[]>();
  for (const { block, field } of fields) {
    if (block === undefined) continue;
    const list = byBlock.get(block) ?? [];
    list.push(field.split(".").slice(2).join("."));
    byBlock.set(block, list);
  }
  return byBlock;
}

/** The fields still in English of the block at `place`, none when it has none. */
export function useUntranslatedFieldsOf(place: number | undefined): readonly string[] {
  const byBlock = useContext(UntranslatedBlocksContext);
  return place === undefined ? [] : (byBlock.get(place) ?? []);
}
