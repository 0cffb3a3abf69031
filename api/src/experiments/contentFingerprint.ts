import { createHash } from "node:crypto";

/**
 * A page document's fingerprint: the SHA-256 of its JSON, in hex. A content file's page is read
 * from the same file the same way each time, so its fingerprint changes only when the file does.
 */
export function contentFingerprint(content: unknown): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
