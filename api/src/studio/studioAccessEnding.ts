import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioSessions } from "../database/schema";
import { endStudioPreviewLinksOf } from "./studioPreviewLinks";
import { spendStudioSignInLinksOf } from "./studioSignInLinks";

/**
 * Ends all a person's ways into the Studio when their access is turned off, through the
 * transaction that turns it off: their sessions end, their unspent sign-in links are spent and
 * the preview links they made end, so none works again if their access is turned on later.
 */
export async function endStudioAccessOf(tx: AppDatabase, personId: string): Promise<void> {
  await tx
    .update(studioSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(studioSessions.personId, personId), isNull(studioSessions.endedAt)));
  await spendStudioSignInLinksOf(tx, personId);
  await endStudioPreviewLinksOf(tx, personId);
}
