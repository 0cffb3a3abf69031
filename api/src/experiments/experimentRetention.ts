import { EXPERIMENT_VISITOR_DAYS } from "@workcraft/domain/rules";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { experimentBlockEvents, experimentVisitors, experiments } from "../database/schema";
import { experimentCounts } from "./experimentCounts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the visitor-level rows of every experiment that ended more than
 * `EXPERIMENT_VISITOR_DAYS` before `now` (each counted visitor with their arm, exposure and
 * conversion, and the blocks they saw), keeping its counts as totals on the experiment, in one
 * transaction each. Answers the experiments it purged. A lead keeps what it recorded of them.
 */
export async function purgeEndedExperiments(
  db: AppDatabase,
  now: Date = new Date(),
): Promise<string[]> {
  const before = new Date(now.getTime() - EXPERIMENT_VISITOR_DAYS * DAY_MS);
  const due = await db
    .select({ id: experiments.id, split: experiments.split })
    .from(experiments)
    .where(
      and(
        eq(experiments.status, "ended"),
        lt(experiments.endedAt, before),
        isNull(experiments.purgedAt),
      ),
    );
  const purged: string[] = [];
  for (const { id, split } of due) {
    await db.transaction(async (tx) => {
      const counts = await experimentCounts(tx, id, split.length);
      // Another copy purging it at the same moment: the first one's update wins, this one stops.
      const marked = await tx
        .update(experiments)
        .set({ finalCounts: counts, purgedAt: now })
        .where(and(eq(experiments.id, id), isNull(experiments.purgedAt)))
        .returning({ id: experiments.id });
      if (marked.length === 0) return;
      await tx.delete(experimentBlockEvents).where(eq(experimentBlockEvents.experimentId, id));
      await tx.delete(experimentVisitors).where(eq(experimentVisitors.experimentId, id));
      purged.push(id);
    });
  }
  return purged;
}
