/**
 * A new idempotency key for a checkout's creation: random, so two checkouts never share one.
 * The one random value the site makes that is not a 10-character id: a version-4 UUID, the
 * usual form of an `Idempotency-Key`. `crypto.randomUUID` exists only on secure origins (HTTPS
 * and localhost); `getRandomValues` everywhere, so a site served over plain HTTP still gets one.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
