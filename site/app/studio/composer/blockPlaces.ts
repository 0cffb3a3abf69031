import { createContext, useContext } from "react";

/** Each block's place on the page (0 first), by its id in the editor's data. */
export const BlockPlacesContext = createContext<ReadonlyMap<string, number>>(new Map());

/** The place of the block with this id, or undefined while the editor has not placed it. */
export function useBlockPlace(id: string): number | undefined {
  return useContext(BlockPlacesContext).get(id);
}
