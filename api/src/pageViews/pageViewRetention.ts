import { firstKeptPageViewDay } from "@workcraft/domain/rules";
import { lt } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { pageViewsDaily } from "../database/schema";

/**
 * Deletes the page views of days older than `PAGE_VIEW_DAYS` before `now` (today the last day
 * kept); answers how many pages' days it deleted. Each server copy's periodic look runs it; two
 * copies at once delete the same rows, and the second finds none.
 */
export async function deleteOldPageViews(db: AppDatabase, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(pageViewsDaily)
    .where(lt(pageViewsDaily.day, firstKeptPageViewDay(now)))
    .returning({ path: pageViewsDaily.path });
  return deleted.length;
}
