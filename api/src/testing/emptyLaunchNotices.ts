import type { AppDatabase } from "../database";
import {
  appLaunches,
  launchNoticeLapsedLinks,
  launchNoticeSubscriptions,
  mailOutbox,
  mailSuppressions,
  rateLimitCounters,
  roadmapVotes,
  unsubscribeTokens,
} from "../database/schema";

/**
 * Empties what launch notices keep (launches, votes, the outbox and the limits too), for a test
 * to start afresh. Launches name the Studio person who announced them: empty these first.
 */
export async function emptyLaunchNotices(db: AppDatabase): Promise<void> {
  for (const table of [
    launchNoticeSubscriptions,
    launchNoticeLapsedLinks,
    unsubscribeTokens,
    mailSuppressions,
    mailOutbox,
    rateLimitCounters,
    roadmapVotes,
    appLaunches,
  ]) {
    await db.delete(table);
  }
}
