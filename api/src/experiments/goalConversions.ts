import type { GoalEvent, LeadExperiment } from "@workcraft/domain/rules";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDatabase } from "../database";
import { experimentBlockEvents, experimentVisitors, experiments } from "../database/schema";
import { failureForLog } from "../requests/failureLog";
import { countConversion } from "./experimentCounts";
import { requestAudience } from "./requestAudience";

/*
 * Where the site's goal calls meet the experiments: a lead sent or a checkout completed counts as
 * its visitor's conversion, and a lead records the experiments its visitor was in. Neither may
 * cost the lead or the order: a failure here is logged, and the call answers as it would have.
 */

/**
 * The running experiments that counted `visitorId`, each with the visitor's arm and the blocks
 * they have seen, for the lead they are sending.
 */
export async function visitorExperiments(
  db: AppDatabase,
  visitorId: string,
): Promise<LeadExperiment[]> {
  const counted = await db
    .select({
      experimentId: experiments.id,
      path: experiments.path,
      arm: experimentVisitors.arm,
    })
    .from(experimentVisitors)
    .innerJoin(experiments, eq(experiments.id, experimentVisitors.experimentId))
    .where(and(eq(experimentVisitors.visitorId, visitorId), eq(experiments.status, "running")))
    .orderBy(asc(experiments.id));
  const found: LeadExperiment[] = [];
  for (const experiment of counted) {
    const seen = await db
      .select({ block: experimentBlockEvents.block })
      .from(experimentBlockEvents)
      .where(
        and(
          eq(experimentBlockEvents.experimentId, experiment.experimentId),
          eq(experimentBlockEvents.visitorId, visitorId),
          eq(experimentBlockEvents.kind, "seen"),
        ),
      )
      .orderBy(asc(experimentBlockEvents.block));
    found.push({ ...experiment, blocksSeen: seen.map(({ block }) => block) });
  }
  return found;
}

/**
 * The experiments a lead about to be stored should record, or null: none counted its visitor,
 * or the request's visitor may not be counted, or reading them failed (logged).
 */
export async function leadExperiments(
  db: AppDatabase,
  http: Context,
): Promise<LeadExperiment[] | null> {
  const audience = requestAudience(http);
  if (!audience.counted) return null;
  try {
    const found = await visitorExperiments(db, audience.visitorId);
    return found.length > 0 ? found : null;
  } catch (error) {
    console.error(`[api] a lead's experiments could not be read: ${failureForLog(error)}`);
    return null;
  }
}

/** Counts `event` as the conversion of the request's visitor, if experiments may count them. */
export async function countGoal(db: AppDatabase, http: Context, event: GoalEvent): Promise<void> {
  const audience = requestAudience(http);
  if (!audience.counted) return;
  try {
    await countConversion(db, audience.visitorId, event);
  } catch (error) {
    console.error(`[api] a conversion could not be counted: ${failureForLog(error)}`);
  }
}
