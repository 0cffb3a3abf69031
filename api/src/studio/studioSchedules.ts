import type { StudioScheduleAction } from "@workcraft/domain/rules";
import type { StudioPageScheduleRequest, StudioSchedule } from "@workcraft/domain/schemas";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioSchedules } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";
import { publishLockedStudioPage, unpublishLockedStudioPage } from "./studioPagePublishing";
import { studioPageRow } from "./studioPages";

/**
 * Schedules a page to be published or unpublished at `at`, a time to come, with the audit log's
 * entry; `runDueStudioSchedules` carries it out then.
 */
export async function scheduleStudioPage(
  db: AppDatabase,
  { id, action, at }: StudioPageScheduleRequest,
  by: string,
  now = new Date(),
): Promise<StudioSchedule> {
  const when = new Date(at);
  if (when.getTime() <= now.getTime()) {
    throw new ApiError(400, "invalid_request", "Choose a time to come for the schedule.", {
      at: ["Choose a time to come"],
    });
  }
  return db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id);
    const [schedule] = await tx
      .insert(studioSchedules)
      .values({ pageId: id, action, at: when, createdBy: by })
      .returning();
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.schedule",
      subject: page.path,
      detail: { id, scheduleId: schedule!.id, action, at: when.toISOString() },
    });
    return { id: schedule!.id, action, at: when.toISOString() };
  });
}

/** What became of a schedule that came due. */
export interface StudioScheduleOutcome {
  scheduleId: number;
  pageId: string;
  action: StudioScheduleAction;
  /** `refused` when the page could not be published (or was not on the site to unpublish). */
  outcome: "done" | "refused";
  /** Why it was refused, as the Studio's call would have said it. */
  reason?: string;
}

/**
 * Carries out every schedule due at `now`, each once, as the person who scheduled it: publishes
 * the page's draft as it is then (by the same checks as `studio/pages/publish`) or takes the page
 * off the site. Each schedule is claimed in a transaction of its own with `FOR UPDATE SKIP
 * LOCKED` and marked done in it, so server copies running this at the same moment share the work
 * and none repeats another's. A refusal is marked done too, and written to the audit log.
 * The site's server calls it on a timer.
 */
export async function runDueStudioSchedules(
  db: AppDatabase,
  rules: StudioPageRules,
  now: Date = new Date(),
): Promise<StudioScheduleOutcome[]> {
  const outcomes: StudioScheduleOutcome[] = [];
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(studioSchedules)
        .where(and(isNull(studioSchedules.doneAt), lte(studioSchedules.at, now)))
        .orderBy(asc(studioSchedules.at), asc(studioSchedules.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return null;
      await tx
        .update(studioSchedules)
        .set({ doneAt: sql`now()` })
        .where(eq(studioSchedules.id, due.id));
      const page = await studioPageRow(tx, due.pageId, true);
      const detail = { scheduleId: due.id, scheduledAt: due.at.toISOString() };
      const done = { scheduleId: due.id, pageId: due.pageId, action: due.action };
      try {
        if (due.action === "publish") {
          await publishLockedStudioPage(tx, rules, page, "Scheduled", due.createdBy, detail);
        } else {
          await unpublishLockedStudioPage(tx, page, due.createdBy, detail);
        }
        return { ...done, outcome: "done" as const };
      } catch (error) {
        // Our own refusals come before any write, so the claim above still stands.
        if (!(error instanceof ApiError)) throw error;
        await recordStudioAudit(tx, {
          personId: due.createdBy,
          action: "page.schedule-refused",
          subject: page.path,
          detail: { id: page.id, action: due.action, reason: error.message, ...detail },
        });
        return { ...done, outcome: "refused" as const, reason: error.message };
      }
    });
    if (!outcome) return outcomes;
    outcomes.push(outcome);
  }
}
