import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { idempotencyKeys } from "../database/schema";
import { sha256 } from "../security/secrets";

/** The header that makes a call safe to repeat. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** A key is 1 to 255 visible ASCII characters: a UUID, say. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/u;

/**
 * A key whose request never finished (its process died) is given up after this, so the call
 * can be made again with the same key.
 */
const ABANDONED_AFTER_SECONDS = 60;

/** The request's `Idempotency-Key`, required and checked: 400 when missing or malformed. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!key || !KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      "idempotency_key_required",
      `Send an ${IDEMPOTENCY_KEY_HEADER} header (1 to 255 visible characters, a new UUID for each new request) so the request can be repeated safely.`,
    );
  }
  return key;
}

/**
 * Runs `run` once per key of `scope`, and answers a repeat from what the first answered:
 * - same key and same body, once answered: the first answer again;
 * - same key and same body, still running: 409, try again shortly;
 * - same key with another body: 422.
 * The key is taken by an insert that only one request can win, so requests that arrive at once
 * cannot both run. When `run` fails the key is let go, so the call can be made again.
 */
export async function onceForKey<S extends z.ZodType>(
  db: AppDatabase,
  c: Context,
  {
    scope,
    key,
    body,
    answer,
  }: {
    scope: string;
    key: string;
    body: unknown;
    /** The answer's schema: a stored answer is read back through it. */
    answer: S;
  },
  run: () => Promise<z.input<S>>,
): Promise<z.input<S> | z.output<S>> {
  const requestHash = sha256(JSON.stringify(body));
  // A key left by a request that died is free again.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.responseStatus} is null`,
        lt(
          idempotencyKeys.createdAt,
          sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
        ),
      ),
    );
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!taken) {
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (first && first.requestHash !== requestHash) {
      throw new ApiError(
        422,
        "idempotency_key_reused",
        `This ${IDEMPOTENCY_KEY_HEADER} was used with another body. Use a new key for a new request.`,
      );
    }
    if (!first || first.responseStatus === null) {
      c.header("Retry-After", "1");
      throw new ApiError(
        409,
        "request_in_progress",
        `A request with this ${IDEMPOTENCY_KEY_HEADER} is still running. Try again in a moment.`,
      );
    }
    c.header("Idempotent-Replayed", "true");
    return answer.parse(first.responseBody);
  }

  try {
    const data = await run();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: data })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return data;
  } catch (error) {
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    throw error;
  }
}
