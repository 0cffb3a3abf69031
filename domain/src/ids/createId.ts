import { ID_LENGTH } from "../constants/businessConstants";

/**
 * The one part of the Web Crypto API ids need. Browsers and Node 20+ both have it as the global
 * `crypto`; it is typed here so the domain needs neither the DOM library nor Node's types.
 */
interface RandomValuesSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** Characters an id is made of: URL-safe, no punctuation. */
export const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * Random bytes drawn from the secure source a kilobyte at a time: a server makes an id for every
 * request it answers, and one call to the source per id cost more than the rest of the id.
 */
const POOL_BYTES = 1024;
let pool = new Uint8Array(0);
let taken = 0;

function randomByte(): number {
  if (taken >= pool.length) {
    const { crypto } = globalThis as typeof globalThis & { crypto: RandomValuesSource };
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    taken = 0;
  }
  return pool[taken++]!;
}

/**
 * A random id of {@link ID_LENGTH} characters from a cryptographically secure source.
 * Bytes at or above the largest multiple of the alphabet size are drawn again so every
 * character is equally likely.
 */
export function createId(length: number = ID_LENGTH): string {
  const size = ID_ALPHABET.length;
  const limit = 256 - (256 % size);
  let id = "";
  while (id.length < length) {
    const byte = randomByte();
    if (byte < limit) id += ID_ALPHABET.charAt(byte % size);
  }
  return id;
}

/** Whether `value` is an id {@link createId} could have made: its length, its alphabet only. */
export function isId(value: string, length: number = ID_LENGTH): boolean {
  return value.length === length && [...value].every((char) => ID_ALPHABET.includes(char));
}
