import { z } from "zod";

/**
 * A text a visitor depends on and may not leave out, such as a picture's alt text or the words
 * of a link or button: trimmed, then at least one character, so spaces alone are none. The JSON
 * Schema of content files cannot trim: it refuses text of spaces alone by a pattern instead.
 * `message` says what the text is for, refusing both a missing and an empty one.
 */
export function requiredTextSchema(message: string, description: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .meta({ description, pattern: "\\S" });
}
