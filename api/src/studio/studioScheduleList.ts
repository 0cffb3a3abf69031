import type { StudioPagePerson, StudioSchedule } from "@workcraft/domain/schemas";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { studioPeople, studioSchedules } from "../database/schema";

/** A row of `studio_schedules`. */
export type StudioScheduleRow = typeof studioSchedules.$inferSelect;

/** The schedules as the Studio's calls answer them, their makers named. */
export async function studioSchedulesOf(
  db: AppDatabase,
  rows: readonly StudioScheduleRow[],
): Promise<StudioSchedule[]> {
  const makerIds = [...new Set(rows.map(({ createdBy }) => createdBy))];
  const makers =
    makerIds.length === 0
      ? []
      : await db
          .select({ id: studioPeople.id, email: studioPeople.email, name: studioPeople.name })
          .from(studioPeople)
          .where(inArray(studioPeople.id, makerIds));
  const byId = new Map<string, StudioPagePerson>(makers.map((maker) => [maker.id, maker]));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    revision: row.revision,
    scheduledBy: byId.get(row.createdBy) ?? { id: row.createdBy, email: row.createdBy, name: null },
  }));
}

/** A page's schedules still to run, soonest first. */
export async function pendingStudioSchedules(
  db: AppDatabase,
  pageId: string,
): Promise<StudioSchedule[]> {
  const rows = await db
    .select()
    .from(studioSchedules)
    .where(and(eq(studioSchedules.pageId, pageId), isNull(studioSchedules.doneAt)))
    .orderBy(asc(studioSchedules.at), asc(studioSchedules.id));
  return studioSchedulesOf(db, rows);
}
