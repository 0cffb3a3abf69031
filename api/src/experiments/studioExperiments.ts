import {
  armName,
  createId,
  EXPERIMENT_PLAN_MESSAGES,
  experimentVerdict,
  overBudgetParts,
  planExperiment,
  rateInterval,
  type ExperimentGoal,
} from "@workcraft/domain/rules";
import type { ExperimentResults, StudioExperiment } from "@workcraft/domain/schemas";
import { isDeepStrictEqual } from "node:util";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import {
  experimentVariants,
  experiments,
  studioPageVersions,
  studioPages,
} from "../database/schema";
import { findPublishedStudioPage } from "../studio/publishedStudioPages";
import {
  notShownRefusal,
  overBudgetRefusal,
  weightInAudit,
  WEIGHT_NOT_CHECKED,
} from "../studio/pageWeightGate";
import {
  publishingRules,
  publishLockedStudioPage,
  weighedForPublishing,
} from "../studio/studioPagePublishing";
import { addStudioPageVersion, studioPageRow } from "../studio/studioPages";
import { recordStudioAudit } from "../studio/studioAuditLog";
import type { StudioPageRules, StudioPageWeighing } from "../studio/studioPageRules";
import { contentFingerprint } from "./contentFingerprint";
import { experimentCounts } from "./experimentCounts";

/*
 * The Studio's experiments: made on a page with a copy of it as each variant, composed while a
 * draft, planned and started once every variant passes a page's gates, read, and ended keeping
 * the control or publishing a variant as a new version of a Studio page. Every change is in the
 * audit log.
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
    keptOverFile: row.keptOverFile !== null,
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

/** The experiment as the Studio shows it; a 404 for an unknown id. */
export async function experimentById(db: AppDatabase, id: string): Promise<StudioExperiment> {
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

/**
 * A 409 while the site shows, at a content file's `path`, a variant an earlier experiment kept
 * over the file (the file is as it was when it ended): a new experiment's control would be the
 * file, not what visitors see. A deploy with the variant in the file comes first.
 */
async function refuseOverKeptVariant(
  db: AppDatabase,
  rules: StudioPageRules,
  path: string,
): Promise<void> {
  const file = rules.pageContentAt(path);
  if (file === null) return;
  const [kept] = await db
    .select({ endedWith: experiments.endedWith })
    .from(experiments)
    .where(
      and(
        eq(experiments.path, path),
        eq(experiments.status, "ended"),
        eq(experiments.keptOverFile, contentFingerprint(file)),
      ),
    )
    .limit(1);
  if (!kept) return;
  throw new ApiError(
    409,
    "variant_kept_over_file",
    `${path} shows ${armName(kept.endedWith ?? 1)} of an earlier experiment, kept over ${rules.ownerOf(path) ?? "its file"} until a deploy changes that file. Put that variant in the file (Export, in its editor) and deploy it, then try a new variant.`,
    { path: ["This page shows a variant kept over its file until the next deploy of that file"] },
  );
}

/** A new experiment on the page at `path`, each of its `variants` a copy of the page. */
export async function createExperiment(
  db: AppDatabase,
  rules: StudioPageRules,
  personId: string,
  request: { path: string; goal: ExperimentGoal; variants: number },
): Promise<StudioExperiment> {
  await refuseOverKeptVariant(db, rules, request.path);
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
 * The 400 of variants that would not pass a page's gates (the site's problems with a document),
 * each problem under `variants.{arm}.{field}`; null when every one passes.
 */
function variantsRefusal(
  rules: StudioPageRules,
  contents: ReadonlyMap<number, Record<string, unknown>>,
  message: string,
): ApiError | null {
  const fields: Record<string, string[]> = {};
  for (const [arm, content] of contents) {
    for (const problem of rules.problems(content)) {
      const field = `variants.${arm}.${problem.field}`;
      fields[field] = [...(fields[field] ?? []), problem.message];
    }
  }
  return Object.keys(fields).length === 0
    ? null
    : new ApiError(400, "variant_not_publishable", message, fields);
}

/**
 * Weighs each variant at its experiment's path in its arm, as visitors in that arm would be sent
 * it (`StudioPageRules.weigh`): a 400 naming each part over the site's budgets under
 * `variants.{arm}.weight` (a 422 for a variant the site cannot show). Answers what the audit log
 * keeps: each variant's bytes by part, by its letter, or "not checked" on a server without the
 * site's weigher (the API alone), which starts the experiment unweighed.
 */
async function weighedVariants(
  rules: StudioPageRules,
  experiment: StudioExperiment,
  contents: ReadonlyMap<number, Record<string, unknown>>,
): Promise<Record<string, ReturnType<typeof weightInAudit>> | typeof WEIGHT_NOT_CHECKED> {
  if (!rules.weigh) return WEIGHT_NOT_CHECKED;
  const weights: Record<string, ReturnType<typeof weightInAudit>> = {};
  const fields: Record<string, string[]> = {};
  const named: string[] = [];
  for (const [arm, content] of contents) {
    const what = capitalized(armName(arm));
    const field = `variants.${arm}.weight`;
    const weight = await rules.weigh(experiment.path, content, {
      experimentId: experiment.id,
      arm,
    });
    if (!weight) throw notShownRefusal({ what, field, outcome: "so the experiment cannot start" });
    const parts = overBudgetParts(weight);
    if (parts.length > 0) {
      fields[field] = parts;
      named.push(`${what}: ${parts.join("; ")}`);
    }
    weights[armName(arm).replace("variant ", "")] = weightInAudit(weight);
  }
  if (named.length > 0) {
    throw new ApiError(
      400,
      "over_weight_budget",
      `A variant weighs more on a phone than the site's budgets allow, so the experiment cannot start. ${named.join(". ")}. Lighten it first.`,
      fields,
    );
  }
  return weights;
}

/**
 * Plans the experiment and starts it: a 409 unless it is a draft, a 400 naming each variant's
 * problems when one would not pass a page's gates (its weight on a phone included, weighed after
 * the cheaper checks: `weighedVariants`), or naming the figure the plan cannot use, a 409 when a
 * variant was saved while it was checked, and a 409 when another experiment already runs on the
 * page.
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
  const contents = new Map<number, Record<string, unknown>>();
  const revisions = new Map<number, number>();
  for (const { arm } of experiment.variants) {
    const { content, revision } = await experimentVariant(db, request.id, arm);
    contents.set(arm, content);
    revisions.set(arm, revision);
  }
  const refusal = variantsRefusal(
    rules,
    contents,
    "A variant would not pass the gates a page passes to be published: mend it first.",
  );
  if (refusal) throw refusal;
  const weights = await weighedVariants(rules, experiment, contents);
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
      // What starts is what was checked and weighed: a variant saved since is a conflict.
      const saved = await tx
        .select({ arm: experimentVariants.arm, revision: experimentVariants.revision })
        .from(experimentVariants)
        .where(eq(experimentVariants.experimentId, request.id))
        .for("update");
      const changed = saved.find(({ arm, revision }) => revisions.get(arm) !== revision);
      if (changed) {
        throw new ApiError(
          409,
          "variant_changed",
          `Someone saved ${armName(changed.arm)} while the experiment was being started: start it again to check it as it is now.`,
        );
      }
      await recordStudioAudit(tx, {
        personId,
        action: "experiment.start",
        subject: request.id,
        detail: {
          path: experiment.path,
          split: splitInWords(split),
          visitorsPerArm: planned.plan.visitorsPerArm,
          weight: weights,
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

/** The 409 of an experiment that has ended already. */
function alreadyEnded(): ApiError {
  return new ApiError(409, "experiment_ended", "This experiment has ended already.");
}

/**
 * Marks the experiment ended with `keep`, through the transaction of the rest of the ending; a
 * 409 (rolling the rest back) when another ending came first.
 */
async function markEnded(
  tx: AppDatabase,
  id: string,
  keep: number,
  keptOverFile: string | null = null,
): Promise<void> {
  const ended = await tx
    .update(experiments)
    .set({ status: "ended", endedAt: new Date(), endedWith: keep, keptOverFile })
    .where(and(eq(experiments.id, id), ne(experiments.status, "ended")))
    .returning({ id: experiments.id });
  if (ended.length === 0) throw alreadyEnded();
}

/** "Variant B", to open a sentence. */
export const capitalized = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The 409 of a variant to publish on a path where the site shows no Studio page now. */
function noStudioPageAt(path: string, variant: string): ApiError {
  return new ApiError(
    409,
    "page_not_on_site",
    `The site shows no Studio page at ${path} now (it was moved or taken off since the experiment started): there is no page to publish ${variant} as. End the experiment keeping the control.`,
  );
}

/**
 * Ends a running experiment on a Studio page by publishing variant `arm` as the page: a new
 * `publish` version through the Studio's own publish (`publishLockedStudioPage`: the same gates,
 * version history and `page.publish` audit entry), and the experiment ended with `arm`, in one
 * transaction, so both happen or neither. Refused, the experiment still running: a draft (409),
 * a content file's or the catalogue's page (409: only a deploy changes it), a path where the site
 * shows no Studio page now (409), and a variant that would not pass the gates (400, each problem
 * under `variants.{arm}.{field}`, its weight's under `variants.{arm}.weight`, or the publish's own
 * refusals). The variant is checked and weighed as the page before the transaction locks it.
 */
async function publishVariant(
  db: AppDatabase,
  rules: StudioPageRules,
  personId: string,
  experiment: StudioExperiment,
  arm: number,
): Promise<void> {
  const variant = armName(arm);
  const letter = variant.replace("variant ", "");
  if (experiment.status !== "running") {
    throw new ApiError(
      409,
      "experiment_not_running",
      `This experiment is a draft: it never ran, so nothing speaks for ${variant}. End it keeping the control, or start it.`,
    );
  }
  const { path } = experiment;
  const file = rules.pageContentAt(path);
  if (file !== null) {
    await keepVariantOverFile(db, rules, personId, experiment, arm, file);
    return;
  }
  const [page] = await db
    .select({ id: studioPages.id, publishedVersionId: studioPages.publishedVersionId })
    .from(studioPages)
    .where(eq(studioPages.path, path));
  if (!page || page.publishedVersionId === null) throw noStudioPageAt(path, variant);
  const { content } = await experimentVariant(db, experiment.id, arm);
  const refusal = variantsRefusal(
    rules,
    new Map([[arm, content]]),
    `${capitalized(variant)} would not pass the gates a page passes to be published (the site's rules may have changed since the experiment started): nothing was published, and the experiment keeps running.`,
  );
  if (refusal) throw refusal;
  // Checked and weighed as the page it becomes, before the page's row is locked (a render takes
  // a while); the publish below puts on the site what was weighed.
  const weighed = await weighedForPublishing(db, rules, await studioPageRow(db, page.id), content, {
    what: capitalized(variant),
    field: `variants.${arm}.weight`,
    outcome:
      "so it is not published (the site's budgets or its blocks may have changed since the experiment started), and the experiment keeps running",
  });
  await db.transaction(async (tx) => {
    await markEnded(tx, experiment.id, arm);
    const row = await studioPageRow(tx, page.id, true);
    if (row.path !== path || row.publishedVersionId === null) throw noStudioPageAt(path, variant);
    // The draft becomes the variant too: the editor then opens what the site shows, and the
    // page's next publish starts from the variant rather than quietly putting the control back.
    // A draft with changes not yet published is kept first as a checkpoint version, so none of
    // that work is lost: it can be restored from the page's history.
    const [live] = await tx
      .select({ content: studioPageVersions.content })
      .from(studioPageVersions)
      .where(eq(studioPageVersions.id, row.publishedVersionId));
    if (!live || !isDeepStrictEqual(row.draft, live.content)) {
      await addStudioPageVersion(tx, row, {
        kind: "checkpoint",
        content: row.draft,
        message: `The draft as it was when ${variant} of an experiment was published`,
        authorId: personId,
      });
    }
    const { version } = await publishLockedStudioPage(tx, rules, row, {
      weighed,
      message: `${capitalized(variant)} of an experiment`,
      by: personId,
      detail: { experiment: experiment.id, variant: letter },
    });
    await tx
      .update(studioPages)
      .set({
        draft: content,
        revision: sql`${studioPages.revision} + 1`,
        updatedAt: sql`now()`,
        updatedBy: personId,
      })
      .where(eq(studioPages.id, row.id));
    await recordStudioAudit(tx, {
      personId,
      action: "experiment.end",
      subject: experiment.id,
      detail: { path, kept: variant, was: experiment.status, version: version.number },
    });
  });
}

/**
 * Ends a running experiment on a content file's or the catalogue's page by keeping variant `arm`
 * over it: checked by the gates a Studio page passes (schema, meta rules, its weight on a phone
 * at the page's path), then the experiment ended with `arm` and the fingerprint of the file's
 * page as it is (`keptOverFile`), with the audit log's entry. The site then shows the variant to
 * every visitor while the build's file stays the same: a deploy that changes the file (with the
 * variant exported into it, as the Studio asks) ends that. A refused variant leaves the
 * experiment running.
 */
async function keepVariantOverFile(
  db: AppDatabase,
  rules: StudioPageRules,
  personId: string,
  experiment: StudioExperiment,
  arm: number,
  file: Record<string, unknown>,
): Promise<void> {
  const variant = armName(arm);
  const { content } = await experimentVariant(db, experiment.id, arm);
  const kept = "nothing was published, and the experiment keeps running";
  const refusal = variantsRefusal(
    rules,
    new Map([[arm, content]]),
    `${capitalized(variant)} would not pass the gates a page passes to be published (the site's rules may have changed since the experiment started): ${kept}.`,
  );
  if (refusal) throw refusal;
  const words = {
    what: capitalized(variant),
    field: `variants.${arm}.weight`,
    outcome: `so ${kept}`,
  };
  let weight: StudioPageWeighing | null = null;
  if (rules.weigh) {
    weight = await rules.weigh(experiment.path, content);
    if (!weight) throw notShownRefusal(words);
    const over = overBudgetRefusal(weight, words);
    if (over) throw over;
  }
  await db.transaction(async (tx) => {
    await markEnded(tx, experiment.id, arm, contentFingerprint(file));
    await recordStudioAudit(tx, {
      personId,
      action: "experiment.end",
      subject: experiment.id,
      detail: {
        path: experiment.path,
        kept: variant,
        was: experiment.status,
        over: rules.ownerOf(experiment.path),
        until: "a deploy changes the page's file",
        weight: weightInAudit(weight),
      },
    });
  });
}

/**
 * Ends a draft or running experiment, keeping one arm for everyone: `keep: 0` the control (the
 * page stays as it is), `keep` ≥ 1 that variant, published as the page (`publishVariant`; the
 * caller checks the person may publish). A 409 when it has ended already, a 400 naming `keep`
 * for an arm it does not have.
 */
export async function endExperiment(
  db: AppDatabase,
  rules: StudioPageRules | undefined,
  personId: string,
  request: { id: string; keep: number },
): Promise<StudioExperiment> {
  const experiment = await experimentById(db, request.id);
  if (experiment.status === "ended") throw alreadyEnded();
  const { keep } = request;
  if (keep !== 0 && !experiment.variants.some(({ arm }) => arm === keep)) {
    const arms = experiment.variants.map(({ arm }) => `${arm} publishes ${armName(arm)}`);
    throw new ApiError(400, "invalid_request", `This experiment has no ${armName(keep)}.`, {
      keep: [`This experiment has no ${armName(keep)}: 0 keeps the control, ${arms.join(", ")}`],
    });
  }
  if (keep === 0) {
    await db.transaction(async (tx) => {
      await markEnded(tx, request.id, 0);
      await recordStudioAudit(tx, {
        personId,
        action: "experiment.end",
        subject: request.id,
        detail: { path: experiment.path, kept: armName(0), was: experiment.status },
      });
    });
  } else {
    await publishVariant(db, publishingRules(rules), personId, experiment, keep);
  }
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
