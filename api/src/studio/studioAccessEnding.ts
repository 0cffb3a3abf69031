import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioSessions } from "../database/schema";
import { spendStudioSignInLinksOf } from "./studioSignInLinks";

/**
 * Ends all a person's ways into the Studio when their access is turned off, through the
 * transaction that turns it off: their sessions end and their unspent sign-in links are spent,
 * so none works again if their access is turned on later (they ask for a new link then).
 */
export async function endStudioAccessOf(tx: AppDatabase, personId: string): Promise<void> {
  await tx
    .update(studioSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(studioSessions.personId, personId), isNull(studioSessions.endedAt)));
  await spendStudioSignInLinksOf(tx, personId);
}
