import type { RateLimit } from "../requests/rateLimit";

/**
 * How often one Studio person may write, by kind of write, as the public calls are limited:
 * each well above what the editor does (it saves 800 ms after the last change, one save at a
 * time, so a person typing without a pause saves about 75 times a minute), and low enough that
 * a script with a stolen session cannot fill the database.
 */
export const STUDIO_WRITE_LIMITS = {
  save: { max: 120, windowSeconds: 60 },
  create: { max: 30, windowSeconds: 60 * 60 },
  checkpoint: { max: 30, windowSeconds: 10 * 60 },
  previewLink: { max: 30, windowSeconds: 60 * 60 },
  upload: { max: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type StudioWriteKind = keyof typeof STUDIO_WRITE_LIMITS;

/** The rate limit's key of one person's writes of one kind. */
export function studioWriteLimitKey(kind: StudioWriteKind, personId: string): string {
  return `studio-${kind}:${personId}`;
}
