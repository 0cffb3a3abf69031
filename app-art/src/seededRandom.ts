/** A 32-bit FNV-1a hash of a text: the same text always gives the same number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers that look random but follow from a seed text, so every build draws the same image. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** A whole number from min to max, both included. */
  integer(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** A mulberry32 sequence seeded by the hash of `seed`. */
export function seededRandom(seed: string): SeededRandom {
  let state = hashText(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    integer: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("seededRandom.pick needs a non-empty list");
      return item;
    },
  };
}
