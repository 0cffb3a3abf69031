import {
  armName,
  createId,
  EXPERIMENT_PLAN_MESSAGES,
  experimentVerdict,
  planExperiment,
  rateInterval,
  type ExperimentGoal,
} from "@workcraft/domain/rules";
import type { ExperimentResults, StudioExperiment } from "@workcraft/domain/schemas";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { experimentVariants, experiments } from "../database/schema";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import { recordStudioAudit } from "../studio/studioAuditLog";
import type { StudioPageRules } from "../studio/studioPageRules";
import { experimentCounts } from "./experimentCounts";

/*
 * The Studio's experiments: made on a page with a copy of it as each variant, composed while a
 * draft, planned and started once every variant passes a page's gates, read, and ended. Every
 * change is in the audit log.
 */

type ExperimentRow = typeof experiments.$inferSelect;

/** A 404 for an id that names no experiment. */
function notFound(id: string): ApiError {
  return new ApiError(404, "experiment_not_found", `No experiment has the id ${id}.`, {
    id: ["No experiment has this id"],
  });
}

/** The split as the audit log and the Studio say it: "50/50", "34/33/33". */
export function splitInWords(split: readonly number[]): string {
  const total = split.reduce((sum, share) => sum + share, 0);
  return split.map((share) => Math.round((share / total) * 100)).join("/");
}

async function variantsOf(db: AppDatabase, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Array<{ arm: number; revision: number }>>();
  const rows = await db
    .select({
      experimentId: experimentVariants.experimentId,
      arm: experimentVariants.arm,
      revision: experimentVariants.revision,
    })
    .from(experimentVariants)
    .where(inArray(experimentVariants.experimentId, [...ids]))
    .orderBy(asc(experimentVariants.arm));
  const byExperiment = new Map<string, Array<{ arm: number; revision: number }>>();
  for (const { experimentId, arm, revision } of rows) {
    byExperiment.set(experimentId, [...(byExperiment.get(experimentId) ?? []), { arm, revision }]);
  }
  return byExperiment;
}

function asStudioExperiment(
  row: ExperimentRow,
  variants: Array<{ arm: number; revision: number }>,
): StudioExperiment {
  return {
    id: row.id,
    path: row.path,
    goal: row.goal,
    status: row.status,
    split: row.split,
    plan: row.plan
      ? { ...row.plan, split: [...row.plan.split], visitorsPerArm: [...row.plan.visitorsPerArm] }
      : null,
    variants,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedWith: row.endedWith ?? null,
  };
}

/** The experiment's row, and the experiment as the Studio shows it; a 404 for an unknown id. */
async function experimentRowById(
  db: AppDatabase,
  id: string,
): Promise<{ row: ExperimentRow; experiment: StudioExperiment }> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id));
  if (!row) throw notFound(id);
  return { row, experiment: asStudioExperiment(row, (await variantsOf(db, [id])).get(id) ?? []) };
}

async function experimentById(db: AppDatabase, id: string): Promise<StudioExperiment> {
  return (await experimentRowById(db, id)).experiment;
}

/** Every experiment, the newest first. */
export async function listExperiments(db: AppDatabase): Promise<StudioExperiment[]> {
  const rows = await db.select().from(experiments).orderBy(desc(experiments.createdAt));
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => asStudioExperiment(row, variants.get(row.id) ?? []));
}

/**
 * The page at `path` as the site shows it now, to copy into a variant: a content file's or the
 * catalogue's page, or a Studio page's published version. A 404 when the site shows none there.
 */
async function livePageContent(
  db: AppDatabase,
  rules: StudioPageRules,
  path: string,
): Promise<Record<string, unknown>> {
  const content = rules.pageContentAt(path) ?? (await findPublishedStudioPage(db, path))?.content;
  if (!content) {
    throw new ApiError(404, "site_page_not_found", `The site shows no page at ${path}.`, {
      path: ["No page of the site has this path"],
    });
  }
  return content;
}

/** A new experiment on the page at `path`, each of its `variants` a copy of the page. */
export async function createExperiment(
  db: AppDatabase,
  rules: StudioPageRules,
  personId: string,
  request: { path: string; goal: ExperimentGoal; variants: number },
): Promise<StudioExperiment> {
  const content = await livePageContent(db, rules, request.path);
  const id = createId();
  await db.transaction(async (tx) => {
    await tx.insert(experiments).values({
      id,
      path: request.path,
      goal: request.goal,
      split: Array.from({ length: request.variants + 1 }, () => 1),
      createdBy: personId,
    });
    await tx.insert(experimentVariants).values(
      Array.from({ length: request.variants }, (_, index) => ({
        experimentId: id,
        arm: index + 1,
        content,
        updatedBy: personId,
      })),
    );
    await recordStudioAudit(tx, {
      personId,
      action: "experiment.create",
      subject: id,
      detail: { path: request.path, goal: request.goal, variants: request.variants },
    });
  });
  return experimentById(db, id);
}

/** A 409 for a change an experiment's status no longer allows. */
function notComposing(experiment: StudioExperiment): ApiError {
  return new ApiError(
    409,
    "experiment_not_draft",
    `This experiment is ${experiment.status}: its variants and plan are fixed once it runs.`,
  );
}

/** A variant's document and revision, for the editor. */
export async function experimentVariant(
  db: AppDatabase,
  id: string,
  arm: number,
): Promise<{ content: Record<string, unknown>; revision: number }> {
  const [row] = await db
    .select({ content: experimentVariants.content, revision: experimentVariants.revision })
    .from(experimentVariants)
    .where(and(eq(experimentVariants.experimentId, id), eq(experimentVariants.arm, arm)));
  if (!row) {
    await experimentById(db, id);
    throw new ApiError(404, "variant_not_found", `The experiment has no ${armName(arm)}.`, {
      arm: ["The experiment has no variant with this arm"],
    });
  }
  return row;
}

/**
 * Saves a variant's document, if the experiment is still a draft and the variant is at the
 * revision the editor loaded (a 409 otherwise: someone saved it since).
 */
export async function saveExperimentVariant(
  db: AppDatabase,
  personId: string,
  request: { id: string; arm: number; content: Record<string, unknown>; revision: number },
): Promise<StudioExperiment> {
  const experiment = await experimentById(db, request.id);
  if (experiment.status !== "draft") throw notComposing(experiment);
  await experimentVariant(db, request.id, request.arm);
  await db.transaction(async (tx) => {
    const saved = await tx
      .update(experimentVariants)
      .set({
        content: request.content,
        revision: request.revision + 1,
        updatedBy: personId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(experimentVariants.experimentId, request.id),
          eq(experimentVariants.arm, request.arm),
          eq(experimentVariants.revision, request.revision),
        ),
      )
      .returning({ arm: experimentVariants.arm });
    if (saved.length === 0) {
      throw new ApiError(
        409,
        "variant_changed",
        `Someone saved ${armName(request.arm)} since you loaded it: load it again to see their change.`,
      );
    }
    await recordStudioAudit(tx, {
      personId,
      action: "experiment.variant-save",
      subject: request.id,
      detail: {
        variant: armName(request.arm).replace("variant ", ""),
        revision: request.revision + 1,
      },
    });
  });
  return experimentById(db, request.id);
}

/**
 * Plans the experiment and starts it: a 409 unless it is a draft, a 400 naming each variant's
 * problems when one would not pass a page's gates, or naming the figure the plan cannot use, and a
 * 409 when another experiment already runs on the page.
 */
export async function startExperiment(
  db: AppDatabase,
  rules: StudioPageRules,
  personId: string,
  request: {
    id: string;
    baselineRate: number;
    minimumLift: number;
    split?: number[] | undefined;
    dailyVisitors?: number | undefined;
  },
): Promise<StudioExperiment> {
  const experiment = await experimentById(db, request.id);
  if (experiment.status !== "draft") throw notComposing(experiment);
  const arms = experiment.variants.length + 1;
  const split = request.split ?? Array.from({ length: arms }, () => 1);
  if (split.length !== arms) {
    throw new ApiError(400, "invalid_request", "Give one share for each arm, the control first.", {
      split: [`This experiment has ${arms} arms: give ${arms} shares`],
    });
  }
  const fields: Record<string, string[]> = {};
  for (const { arm } of experiment.variants) {
    const { content } = await experimentVariant(db, request.id, arm);
    for (const problem of rules.problems(content)) {
      const field = `variants.${arm}.${problem.field}`;
      fields[field] = [...(fields[field] ?? []), problem.message];
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(
      400,
      "variant_not_publishable",
      "A variant would not pass the gates a page passes to be published: mend it first.",
      fields,
    );
  }
  const planned = planExperiment({
    baselineRate: request.baselineRate,
    minimumLift: request.minimumLift,
    split,
    ...(request.dailyVisitors !== undefined ? { dailyVisitors: request.dailyVisitors } : {}),
  });
  if (!planned.ok) {
    const message = EXPERIMENT_PLAN_MESSAGES[planned.problem];
    const field = planned.problem === "lift-beyond-certainty" ? "minimumLift" : planned.problem;
    throw new ApiError(400, "invalid_request", message, { [field]: [message] });
  }
  try {
    await db.transaction(async (tx) => {
      const started = await tx
        .update(experiments)
        .set({ status: "running", split, plan: planned.plan, startedAt: new Date() })
        .where(and(eq(experiments.id, request.id), eq(experiments.status, "draft")))
        .returning({ id: experiments.id });
      if (started.length === 0) throw notComposing({ ...experiment, status: "running" });
      await recordStudioAudit(tx, {
        personId,
        action: "experiment.start",
        subject: request.id,
        detail: {
          path: experiment.path,
          split: splitInWords(split),
          visitorsPerArm: planned.plan.visitorsPerArm,
        },
      });
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // 23505: the unique index of running experiments by page.
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "23505") throw error;
    throw new ApiError(
      409,
      "experiment_running_on_page",
      `Another experiment runs on ${experiment.path}: end it before starting this one.`,
    );
  }
  return experimentById(db, request.id);
}

/** Ends a draft or running experiment, keeping the control for everyone. */
export async function endExperiment(
  db: AppDatabase,
  personId: string,
  request: { id: string; keep: 0 },
): Promise<StudioExperiment> {
  const experiment = await experimentById(db, request.id);
  if (experiment.status === "ended") {
    throw new ApiError(409, "experiment_ended", "This experiment has ended already.");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(experiments)
      .set({ status: "ended", endedAt: new Date(), endedWith: request.keep })
      .where(eq(experiments.id, request.id));
    await recordStudioAudit(tx, {
      personId,
      action: "experiment.end",
      subject: request.id,
      detail: { path: experiment.path, kept: armName(request.keep), was: experiment.status },
    });
  });
  return experimentById(db, request.id);
}

/** The experiment's counts as the database holds them, each arm's rate, and the verdict. */
export async function experimentResults(db: AppDatabase, id: string): Promise<ExperimentResults> {
  const { row, experiment } = await experimentRowById(db, id);
  // Once an ended experiment's visitors are deleted, its counts are the totals kept then.
  const counts = row.finalCounts ?? (await experimentCounts(db, id, experiment.split.length));
  const confidence = 1 - (experiment.plan?.comparisonAlpha ?? 0.05);
  const verdict = experiment.plan ? experimentVerdict(experiment.plan, counts.arms) : null;
  // The verdict as the answer's schema takes it: its kind, words, and a decided one's comparisons.
  const shown: ExperimentResults["verdict"] = !verdict
    ? null
    : verdict.kind === "decided"
      ? {
          kind: verdict.kind,
          message: verdict.message,
          comparisons: [...verdict.comparisons],
          ...(verdict.winner !== undefined ? { winner: verdict.winner } : {}),
        }
      : { kind: verdict.kind, message: verdict.message };
  return {
    experiment,
    arms: counts.arms.map((arm) => ({
      ...arm,
      rate: arm.visitors === 0 ? 0 : arm.conversions / arm.visitors,
      interval: rateInterval(arm, confidence),
    })),
    days: counts.days,
    blocks: counts.blocks,
    verdict: shown,
  };
}
