import type { KeptValues } from "../browserStorage";

/** Local storage as a map, for the stores' tests: the same map again is a reload, another tab. */
export function memoryStorage(): KeptValues & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}
