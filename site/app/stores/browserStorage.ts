/** The part of `localStorage` the stores use; absent on the server and where storage is off. */
export interface KeptValues {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's local storage, or `null` where there is none or it refuses (private modes). */
export function browserStorage(): KeptValues | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = "workcraft.probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** Reads a kept JSON value, or `fallback` when it is missing or unreadable. */
export function readKept<T>(storage: KeptValues | null, key: string, fallback: T): T {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
