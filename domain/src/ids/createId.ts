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
 * A random id of {@link ID_LENGTH} characters from a cryptographically secure source.
 * Bytes at or above the largest multiple of the alphabet size are drawn again so every
 * character is equally likely.
 */
export function createId(length: number = ID_LENGTH): string {
  const size = ID_ALPHABET.length;
  const limit = 256 - (256 % size);
  const { crypto } = globalThis as typeof globalThis & { crypto: RandomValuesSource };
  let id = "";
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && id.length < length) id += ID_ALPHABET.charAt(byte % size);
    }
  }
  return id;
}

/** Whether `value` is an id {@link createId} could have made: its length, its alphabet only. */
export function isId(value: string, length: number = ID_LENGTH): boolean {
  return value.length === length && [...value].every((char) => ID_ALPHABET.includes(char));
}
