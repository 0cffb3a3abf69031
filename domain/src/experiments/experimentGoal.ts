import type { LeadFormName } from "../forms/leadForms";

/**
 * What an experiment counts as a conversion: a lead form sent (any form, or the one named), or a
 * checkout completed. One conversion a visitor, whatever they do twice.
 */
export type ExperimentGoal = { kind: "lead"; formName?: LeadFormName } | { kind: "checkout" };

/** Something a visitor did that an experiment's goal may count. */
export type GoalEvent = { kind: "lead"; formName: string } | { kind: "checkout" };

/** The statuses of an experiment: composed, then running, then ended (never back). */
export const EXPERIMENT_STATUSES = ["draft", "running", "ended"] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** Whether `event` is a conversion for an experiment with `goal`. */
export function goalCounts(goal: ExperimentGoal, event: GoalEvent): boolean {
  if (goal.kind !== event.kind) return false;
  if (goal.kind === "lead" && event.kind === "lead")
    return goal.formName === undefined || goal.formName === event.formName;
  return true;
}

/** What a visitor's browser reports of a block of a page under an experiment. */
export const BLOCK_EVENT_KINDS = ["seen", "clicked"] as const;
export type BlockEventKind = (typeof BLOCK_EVENT_KINDS)[number];

/** The last place a block may have on a page for its events to be counted (200 blocks). */
export const MAX_EXPERIMENT_BLOCK = 199;
/** The most block events one call of `experiments/events` may carry. */
export const MAX_BLOCK_EVENTS_A_CALL = 100;
/** The most variants an experiment may try besides the page as it is: arms B, C and D. */
export const MAX_EXPERIMENT_VARIANTS = 3;

/** What a lead records of one experiment its visitor was counted in when they sent it. */
export interface LeadExperiment {
  experimentId: string;
  /** The page the experiment runs on. */
  path: string;
  /** The visitor's arm: 0 the control, 1 variant B, … */
  arm: number;
  /** The places of the blocks the visitor had seen on the arm's page, in order. */
  blocksSeen: number[];
}

/**
 * Days an ended experiment keeps its visitor-level rows (each counted visitor, their arm,
 * exposure, conversion and blocks seen). Then the counts are kept, as totals, and the rows are
 * deleted: a verdict needs no visitor once the experiment is over.
 */
export const EXPERIMENT_VISITOR_DAYS = 90;
