import {
  goalCounts,
  type ArmCounts,
  type BlockEventKind,
  type GoalEvent,
} from "@workcraft/domain/rules";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { experimentBlockEvents, experimentVisitors, experiments } from "../database/schema";

/*
 * What an experiment counts, kept in the database so every copy of the server adds to the same
 * numbers: a visitor once, with their arm (an exposure); their first conversion; and each block
 * they saw or clicked, once. The keys of the tables make a second count of the same thing a no-op,
 * whichever copy gets it and however many arrive at once.
 */

/**
 * Counts `visitorId` as exposed to `arm` of the experiment, if it is running and has that arm, and
 * the visitor is not counted yet. True when this call counted them.
 */
export async function countExposure(
  db: AppDatabase,
  exposure: { experimentId: string; visitorId: string; arm: number },
): Promise<boolean> {
  const { experimentId, visitorId, arm } = exposure;
  const counted = await db
    .insert(experimentVisitors)
    .select(
      db
        .select({
          experimentId: experiments.id,
          visitorId: sql<string>`${visitorId}`.as("visitor_id"),
          arm: sql<number>`${arm}::integer`.as("arm"),
          exposedAt: sql<Date>`now()`.as("exposed_at"),
          convertedAt: sql<Date | null>`null::timestamptz`.as("converted_at"),
        })
        .from(experiments)
        .where(
          and(
            eq(experiments.id, experimentId),
            eq(experiments.status, "running"),
            sql`${arm} >= 0 and ${arm} < jsonb_array_length(${experiments.split})`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ visitorId: experimentVisitors.visitorId });
  return counted.length > 0;
}

/**
 * Counts `event` (a lead sent, a checkout completed) as the conversion of `visitorId` in every
 * running experiment that counted the visitor, whose goal it meets, and that has no conversion of
 * theirs yet. Returns those experiments, with the visitor's arm in each.
 */
export async function countConversion(
  db: AppDatabase,
  visitorId: string,
  event: GoalEvent,
): Promise<Array<{ experimentId: string; arm: number }>> {
  const open = await db
    .select({ experimentId: experiments.id, goal: experiments.goal })
    .from(experimentVisitors)
    .innerJoin(experiments, eq(experiments.id, experimentVisitors.experimentId))
    .where(
      and(
        eq(experimentVisitors.visitorId, visitorId),
        isNull(experimentVisitors.convertedAt),
        eq(experiments.status, "running"),
      ),
    );
  const meeting = open.filter(({ goal }) => goalCounts(goal, event)).map((row) => row.experimentId);
  if (meeting.length === 0) return [];
  return db
    .update(experimentVisitors)
    .set({ convertedAt: sql`now()` })
    .where(
      and(
        eq(experimentVisitors.visitorId, visitorId),
        inArray(experimentVisitors.experimentId, meeting),
        // Two conversions at once: the first update takes the row, the second finds it taken.
        isNull(experimentVisitors.convertedAt),
      ),
    )
    .returning({ experimentId: experimentVisitors.experimentId, arm: experimentVisitors.arm });
}

/** A block a visitor's browser reports: its place on the page, and whether it was seen or clicked. */
export interface BlockEvent {
  block: number;
  kind: BlockEventKind;
}

/**
 * Counts the blocks `visitorId` saw or clicked on the page of a running experiment that counted
 * them; each block and kind once a visitor. Returns how many were new. Events of a visitor the
 * experiment did not count (no exposure: a crawler, a refusal of consent) count nothing.
 */
export async function countBlockEvents(
  db: AppDatabase,
  experimentId: string,
  visitorId: string,
  events: readonly BlockEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const [counted] = await db
    .select({ visitorId: experimentVisitors.visitorId })
    .from(experimentVisitors)
    .innerJoin(experiments, eq(experiments.id, experimentVisitors.experimentId))
    .where(
      and(
        eq(experimentVisitors.experimentId, experimentId),
        eq(experimentVisitors.visitorId, visitorId),
        eq(experiments.status, "running"),
      ),
    );
  if (!counted) return 0;
  const added = await db
    .insert(experimentBlockEvents)
    .values(events.map(({ block, kind }) => ({ experimentId, visitorId, block, kind })))
    .onConflictDoNothing()
    .returning({ block: experimentBlockEvents.block });
  return added.length;
}

/** One block of one arm: how many counted visitors saw and clicked it, and how many of those converted. */
export interface BlockCounts {
  arm: number;
  block: number;
  seen: number;
  clicked: number;
  /** Visitors who saw the block and then converted (the block seen before the conversion). */
  convertedAfterSeeing: number;
}

/** What an experiment has counted, for its results screen and its verdict. */
export interface ExperimentCounts {
  /** Each arm's visitors and conversions, the control first (`arms.length` is the split's). */
  arms: ArmCounts[];
  /** Visitors counted each day (UTC), per arm. */
  days: Array<{ day: string; visitors: number[] }>;
  blocks: BlockCounts[];
}

/** The numbers the database holds for an experiment with `armCount` arms. */
export async function experimentCounts(
  db: AppDatabase,
  experimentId: string,
  armCount: number,
): Promise<ExperimentCounts> {
  const arms: ArmCounts[] = Array.from({ length: armCount }, () => ({
    visitors: 0,
    conversions: 0,
  }));
  const perArm = await db
    .select({
      arm: experimentVisitors.arm,
      visitors: sql<number>`count(*)::integer`,
      conversions: sql<number>`count(${experimentVisitors.convertedAt})::integer`,
    })
    .from(experimentVisitors)
    .where(eq(experimentVisitors.experimentId, experimentId))
    .groupBy(experimentVisitors.arm);
  for (const { arm, visitors, conversions } of perArm) {
    if (arms[arm]) arms[arm] = { visitors, conversions };
  }

  const dayOf = sql<string>`to_char(${experimentVisitors.exposedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day: dayOf, arm: experimentVisitors.arm, visitors: sql<number>`count(*)::integer` })
    .from(experimentVisitors)
    .where(eq(experimentVisitors.experimentId, experimentId))
    .groupBy(dayOf, experimentVisitors.arm)
    .orderBy(dayOf);
  const days = new Map<string, number[]>();
  for (const { day, arm, visitors } of perDay) {
    const row = days.get(day) ?? Array.from({ length: armCount }, () => 0);
    if (arm < armCount) row[arm] = visitors;
    days.set(day, row);
  }

  const blocks = await db
    .select({
      arm: experimentVisitors.arm,
      block: experimentBlockEvents.block,
      seen: sql<number>`count(*) filter (where ${experimentBlockEvents.kind} = 'seen')::integer`,
      clicked: sql<number>`count(*) filter (where ${experimentBlockEvents.kind} = 'clicked')::integer`,
      convertedAfterSeeing: sql<number>`count(*) filter (where ${experimentBlockEvents.kind} = 'seen' and ${experimentVisitors.convertedAt} >= ${experimentBlockEvents.at})::integer`,
    })
    .from(experimentBlockEvents)
    .innerJoin(
      experimentVisitors,
      and(
        eq(experimentVisitors.experimentId, experimentBlockEvents.experimentId),
        eq(experimentVisitors.visitorId, experimentBlockEvents.visitorId),
      ),
    )
    .where(eq(experimentBlockEvents.experimentId, experimentId))
    .groupBy(experimentVisitors.arm, experimentBlockEvents.block)
    .orderBy(experimentVisitors.arm, experimentBlockEvents.block);

  return {
    arms,
    days: [...days].map(([day, visitors]) => ({ day, visitors })),
    blocks,
  };
}
