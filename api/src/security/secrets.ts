import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** The SHA-256 of `text`, hex: how tokens are stored, so a copy of the database holds none. */
export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A random secret of `bytes` bytes from the operating system's secure source, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A random code of `digits` decimal digits, every code equally likely. */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

/** The keyed hash of a short secret (a one-time code) with its own random salt. */
export function saltedHash(secret: string, salt: string): string {
  return createHmac("sha256", salt).update(secret).digest("hex");
}

/**
 * Whether two secrets are equal, in a time that says nothing of where they differ: both are
 * hashed first, so lengths differ in no way the caller can time either.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
}
