import type { ApiErrorBody, ApiErrorCurrent } from "@workcraft/domain/api";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** How many problems one refusal names; it counts the rest. */
export const MOST_PROBLEMS_NAMED = 20;

/**
 * The first {@link MOST_PROBLEMS_NAMED} problems of `fields` (one message of one field is one
 * problem), in order, and how many there are in all.
 */
export function namedFields(fields: Record<string, string[]>): {
  fields: Record<string, string[]>;
  total: number;
} {
  // A map, so a field named like an object's own (`__proto__`) is a field like any other.
  const named = new Map<string, string[]>();
  let total = 0;
  for (const [field, messages] of Object.entries(fields)) {
    for (const message of messages) {
      if (total < MOST_PROBLEMS_NAMED) named.set(field, [...(named.get(field) ?? []), message]);
      total += 1;
    }
  }
  return { fields: Object.fromEntries(named), total };
}

/**
 * An error an endpoint throws on purpose; its status and message reach the caller as they are.
 * Its `fields` name at most {@link MOST_PROBLEMS_NAMED} problems, and its message then counts
 * them all: a body of 64 KB can break a schema tens of thousands of times, and an answer (or an
 * audit entry) naming each one ran to megabytes.
 */
export class ApiError extends Error {
  readonly fields?: Record<string, string[]>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    fields?: Record<string, string[]>,
    /** For a conflict of revisions: what the caller's write was refused against. */
    readonly current?: ApiErrorCurrent,
  ) {
    const named = fields && namedFields(fields);
    super(
      named && named.total > MOST_PROBLEMS_NAMED
        ? `${message.replace(/\.$/u, "")}: ${named.total} problems, of which the first ${MOST_PROBLEMS_NAMED} are named.`
        : message,
    );
    this.name = "ApiError";
    if (named) this.fields = named.fields;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.current ? { current: this.current } : {}),
      },
    };
  }
}
