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
import { and, asc, eq, isNull, lte, notInArray, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { studioPeople, studioSchedules } from "../database/schema";
import { recordStudioAudit } from "./studioAuditLog";
import type { StudioPageRules } from "./studioPageRules";
import type { WeighedDocument } from "./pageWeightGate";
import {
  publishLockedStudioPage,
  unpublishLockedStudioPage,
  weighedForPublishing,
} from "./studioPagePublishing";
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

/** The 409 of a schedule kept from before schedules kept the revision to publish. */
const withoutRevision = () =>
  new ApiError(
    409,
    "schedule_without_revision",
    "This schedule was made before schedules kept the revision to publish: schedule it again.",
  );

/** A due publish checked and weighed at its page's path: the document, or why it is refused. */
interface ScheduledWeighing {
  path: string;
  weighed: WeighedDocument | ApiError;
}

/**
 * A due publish's document checked and weighed (`weighedForPublishing`) before its schedule is
 * claimed and its page locked, since weighing renders the page: the document, or why it may not
 * be published (which the claim then records as the schedule's refusal). Null for an unpublish,
 * and for a schedule whose maker's or revision's refusal comes first.
 */
async function weighedScheduledPublish(
  db: AppDatabase,
  rules: StudioPageRules,
  due: StudioScheduleRow,
): Promise<ScheduledWeighing | null> {
  if (due.action !== "publish" || due.content === null || due.revision === null) return null;
  if (await refusalOfMaker(db, due)) return null;
  const page = await studioPageRow(db, due.pageId);
  try {
    return { path: page.path, weighed: await weighedForPublishing(db, rules, page, due.content) };
  } catch (error) {
    if (error instanceof ApiError) return { path: page.path, weighed: error };
    throw error;
  }
}

/**
 * Carries out every schedule due at `now`, each once, as the person who scheduled it and only
 * while they may still do it: publishes the draft as it was scheduled (by the same checks as
 * `studio/pages/publish`, its weight included) or takes the page off the site. A publish is
 * checked and weighed first, outside any transaction (a render holds no lock); then each schedule
 * is claimed in a transaction of its own with `FOR UPDATE SKIP LOCKED` and marked done in it, so
 * server copies running this at the same moment share the work and none repeats another's (a
 * schedule another copy holds is passed over, and one whose page moved meanwhile is weighed
 * again). A refusal, its weight's included, is marked done too, and written to the audit log.
 * The site's server calls it on a timer.
 */
export async function runDueStudioSchedules(
  db: AppDatabase,
  rules: StudioPageRules,
  now: Date = new Date(),
): Promise<StudioScheduleOutcome[]> {
  const outcomes: StudioScheduleOutcome[] = [];
  // Schedules another copy claimed while this one weighed them: its claim carries them out.
  const passed: number[] = [];
  for (;;) {
    const [next] = await db
      .select()
      .from(studioSchedules)
      .where(
        and(
          isNull(studioSchedules.doneAt),
          lte(studioSchedules.at, now),
          passed.length > 0 ? notInArray(studioSchedules.id, passed) : undefined,
        ),
      )
      .orderBy(asc(studioSchedules.at), asc(studioSchedules.id))
      .limit(1);
    if (!next) return outcomes;
    const weighing = await weighedScheduledPublish(db, rules, next);
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(studioSchedules)
        .where(and(eq(studioSchedules.id, next.id), isNull(studioSchedules.doneAt)))
        .for("update", { skipLocked: true });
      if (!due) return "passed" as const;
      const page = await studioPageRow(tx, due.pageId, true);
      const maker = await refusalOfMaker(tx, due);
      // A page moved since it was weighed at its old path, or a maker refused when it was weighed
      // and allowed now: weighed again (no render under this lock), then claimed.
      const weighedAgain = weighing
        ? weighing.path !== page.path
        : due.action === "publish" && due.content !== null && due.revision !== null && !maker;
      if (weighedAgain) return "again" as const;
      await tx
        .update(studioSchedules)
        .set({ doneAt: sql`now()` })
        .where(eq(studioSchedules.id, due.id));
      const detail = { scheduleId: due.id, scheduledAt: due.at.toISOString() };
      const done = { scheduleId: due.id, pageId: due.pageId, action: due.action };
      try {
        if (maker) throw maker;
        if (due.action === "unpublish") {
          await unpublishLockedStudioPage(tx, page, due.createdBy, detail);
        } else if (due.content === null || due.revision === null) {
          throw withoutRevision();
        } else {
          // Weighed before this claim, at this path (else weighed again, above): the document or
          // why it is refused.
          const { weighed } = weighing!;
          if (weighed instanceof ApiError) throw weighed;
          await publishLockedStudioPage(tx, rules, page, {
            weighed,
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
    if (outcome === "passed") passed.push(next.id);
    else if (outcome !== "again") outcomes.push(outcome);
  }
}
