import type { Context } from "hono";
import { sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { rateLimitCounters } from "../database/schema";

export { clientAddress } from "./clientAddress";

/** At most `max` requests per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request against `limit` for `key` (in the database, so every copy of the server
 * counts together) and refuses it with 429 and `Retry-After` when the key's window is full. A
 * window starts at the key's first request and a new one at the first request after it ends,
 * so "one a minute" means a minute between two accepted requests, wherever the clock stands.
 */
export async function takeFromLimit(
  db: AppDatabase,
  c: Context,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const expiredBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimitCounters.windowStart} <= ${expiredBefore.toISOString()}::timestamptz`;
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
  if (!counter || counter.count <= limit.max) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((counter.windowStart.getTime() + windowMs - now.getTime()) / 1000),
  );
  c.header("Retry-After", String(retryAfter));
  throw new ApiError(
    429,
    "too_many_requests",
    `Too many requests. Please try again in ${retryAfter} seconds.`,
  );
}
