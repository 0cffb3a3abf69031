import {
  scheduleMakerProblem,
  type StudioRole,
  type StudioScheduleAction,
} from "@workcraft/domain/rules";
import type {
  StudioPageScheduleRequest,
  StudioSchedule,
  StudioScheduleCancelRequest,
} from "@workcraft/domain/schemas";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPeople, studioSchedules } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";
import { publishLockedStudioPage, unpublishLockedStudioPage } from "./studioPagePublishing";
import { staleRevision, studioPageRow } from "./studioPages";
import { studioSchedulesOf, type StudioScheduleRow } from "./studioScheduleList";

/*
 * Publishing and unpublishing at a time to come. A publish keeps the draft as the publisher
 * scheduled it (its revision and document), so a draft saved afterwards is not what goes live:
 * publishing that needs a publisher's own decision. Each schedule is carried out as its maker's,
 * so only while they may still do it; disabling or demoting them cancels theirs.
 */

/**
 * Schedules a page to be published or unpublished at `at`, a time to come, with the audit log's
 * entry; `runDueStudioSchedules` carries it out then. A publish keeps the draft at `revision`,
 * which must be the page's current one (else the 409 of a stale revision, as publishing says).
 */
export async function scheduleStudioPage(
  db: AppDatabase,
  { id, action, at, revision }: StudioPageScheduleRequest,
  by: string,
  now = new Date(),
): Promise<StudioSchedule> {
  const when = new Date(at);
  if (when.getTime() <= now.getTime()) {
    throw new ApiError(400, "invalid_request", "Choose a time to come for the schedule.", {
      at: ["Choose a time to come"],
    });
  }
  const row = await db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id, action === "publish");
    if (action === "publish" && page.revision !== revision) throw await staleRevision(tx, page);
    const [schedule] = await tx
      .insert(studioSchedules)
      .values({
        pageId: id,
        action,
        at: when,
        createdBy: by,
        ...(action === "publish" ? { revision: page.revision, content: page.draft } : {}),
      })
      .returning();
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.schedule",
      subject: page.path,
      detail: {
        id,
        scheduleId: schedule!.id,
        action,
        at: when.toISOString(),
        ...(action === "publish" ? { revision: page.revision } : {}),
      },
    });
    return schedule!;
  });
  const [schedule] = await studioSchedulesOf(db, [row]);
  return schedule!;
}

/** The 404 of a schedule the page has not, or no longer has (carried out or cancelled). */
function scheduleNotFound(scheduleId: number): ApiError {
  return new ApiError(
    404,
    "schedule_not_found",
    `This page has no schedule ${scheduleId} still to run: it may have been cancelled.`,
    { scheduleId: ["This page has no schedule with this id still to run"] },
  );
}

/**
 * Cancels a page's schedule still to run, with the audit log's entry naming who cancelled it;
 * answers it. A schedule being carried out this moment is waited for, then is a 409.
 */
export async function cancelStudioSchedule(
  db: AppDatabase,
  { id, scheduleId }: StudioScheduleCancelRequest,
  by: string,
): Promise<StudioSchedule> {
  return db.transaction(async (tx) => {
    const page = await studioPageRow(tx, id);
    const [row] = await tx
      .select()
      .from(studioSchedules)
      .where(and(eq(studioSchedules.id, scheduleId), eq(studioSchedules.pageId, id)))
      .for("update");
    if (!row) throw scheduleNotFound(scheduleId);
    if (row.doneAt !== null) {
      throw new ApiError(
        409,
        "schedule_not_pending",
        `This schedule was already carried out at ${row.doneAt.toISOString()}: there is nothing to cancel.`,
        { scheduleId: ["This schedule was already carried out"] },
      );
    }
    const [schedule] = await studioSchedulesOf(tx, [row]);
    await tx.delete(studioSchedules).where(eq(studioSchedules.id, scheduleId));
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.schedule-cancel",
      subject: page.path,
      detail: cancelDetail(row),
    });
    return schedule!;
  });
}

/** What the audit log keeps of a cancelled schedule. */
const cancelDetail = (row: StudioScheduleRow, reason?: string) => ({
  id: row.pageId,
  scheduleId: row.id,
  action: row.action,
  at: row.at.toISOString(),
  scheduledBy: row.createdBy,
  ...(row.revision === null ? {} : { revision: row.revision }),
  ...(reason === undefined ? {} : { reason }),
});

/**
 * Cancels the schedules still to run that `person` made and may no longer have carried out
 * (`scheduleMakerProblem`: disabled, or a role without the right), each with the audit log's
 * entry naming `by`, the admin who changed them; inside the transaction that changed them.
 */
export async function cancelSchedulesOfPerson(
  tx: AppDatabase,
  person: { id: string; email: string; role: StudioRole; disabled: boolean },
  by: string,
): Promise<void> {
  const rows = await tx
    .select()
    .from(studioSchedules)
    .where(and(eq(studioSchedules.createdBy, person.id), isNull(studioSchedules.doneAt)))
    .orderBy(asc(studioSchedules.id))
    .for("update");
  for (const row of rows) {
    const problem = scheduleMakerProblem(person, row.action);
    if (problem === undefined) continue;
    const page = await studioPageRow(tx, row.pageId);
    await tx.delete(studioSchedules).where(eq(studioSchedules.id, row.id));
    await recordStudioAudit(tx, {
      personId: by,
      action: "page.schedule-cancel",
      subject: page.path,
      detail: cancelDetail(row, problem),
    });
  }
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

/** Why a due schedule may not be carried out as its maker's now, or undefined when it may. */
async function refusalOfMaker(tx: AppDatabase, due: StudioScheduleRow): Promise<ApiError | null> {
  const [maker] = await tx
    .select({
      email: studioPeople.email,
      role: studioPeople.role,
      disabledAt: studioPeople.disabledAt,
    })
    .from(studioPeople)
    .where(eq(studioPeople.id, due.createdBy));
  const problem = scheduleMakerProblem(
    { email: maker!.email, role: maker!.role, disabled: maker!.disabledAt !== null },
    due.action,
  );
  return problem === undefined
    ? null
    : new ApiError(403, "schedule_maker_not_allowed", `${problem} Schedule it again.`);
}

/**
 * Carries out every schedule due at `now`, each once, as the person who scheduled it and only
 * while they may still do it: publishes the draft as it was scheduled (by the same checks as
 * `studio/pages/publish`) or takes the page off the site. Each schedule is claimed in a
 * transaction of its own with `FOR UPDATE SKIP LOCKED` and marked done in it, so server copies
 * running this at the same moment share the work and none repeats another's. A refusal is
 * marked done too, and written to the audit log. The site's server calls it on a timer.
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
        const refusal = await refusalOfMaker(tx, due);
        if (refusal) throw refusal;
        if (due.action === "unpublish") {
          await unpublishLockedStudioPage(tx, page, due.createdBy, detail);
        } else if (due.content === null || due.revision === null) {
          throw new ApiError(
            409,
            "schedule_without_revision",
            "This schedule was made before schedules kept the revision to publish: schedule it again.",
          );
        } else {
          await publishLockedStudioPage(tx, rules, page, {
            content: due.content,
            message: "Scheduled",
            by: due.createdBy,
            detail: { ...detail, revision: due.revision },
          });
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
