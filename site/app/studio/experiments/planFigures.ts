import {
  EXPERIMENT_ALPHA,
  EXPERIMENT_PLAN_MESSAGES,
  planExperiment,
  type ExperimentPlan,
  type ExperimentPlanProblem,
} from "@workcraft/domain/rules";
import { armLabel, percentText, shareOfPercentText, visitorsText } from "./experimentWords";

/*
 * The plan form's figures as typed, the plan the domain makes of them while they are typed (the
 * same planExperiment the API runs on start), and the start call's refusals put back beside the
 * fields they name.
 */

/** The plan form's fields, named as the start call names them. */
export type PlanField = "baselineRate" | "minimumLift" | "dailyVisitors" | "split";

/** The plan's figures as a person types them: percentages, a count, a share for each arm. */
export interface PlanFigures {
  /** The page's conversion rate now, in percent ("4" is 4 %). */
  baselineRate: string;
  /** The smallest relative lift worth knowing, in percent ("20" is 20 %). */
  minimumLift: string;
  /** Visitors a day the page gets; may be left empty. */
  dailyVisitors: string;
  /** Each arm's share of the visitors, the control first. */
  split: readonly string[];
}

/** The largest share an arm may be given, as the start call takes it. */
const MOST_SHARE = 100;

/** The figures a new plan starts with: nothing typed yet, the arms split evenly. */
export function firstPlanFigures(arms: number): PlanFigures {
  const even = String(Math.round((100 / arms) * 10) / 10);
  return {
    baselineRate: "",
    minimumLift: "",
    dailyVisitors: "",
    split: Array.from({ length: arms }, () => even),
  };
}

/** The body of `studio/experiments/start`, but the experiment's id. */
export interface StartFigures {
  baselineRate: number;
  minimumLift: number;
  split: number[];
  dailyVisitors?: number;
}

/** What the typed figures give: a plan and the start call's figures, or the field at fault. */
export type PlannedFigures =
  | { ok: true; plan: ExperimentPlan; start: StartFigures }
  | { ok: false; field: PlanField; message: string };

const FIELD_OF_PROBLEM: Readonly<Record<ExperimentPlanProblem, PlanField>> = {
  "baseline-rate": "baselineRate",
  "minimum-lift": "minimumLift",
  "lift-beyond-certainty": "minimumLift",
  split: "split",
  "daily-visitors": "dailyVisitors",
};

/** A count as a person types it, with or without thousands' separators: "1,200" → 1200. */
function countOfText(text: string): number {
  const cleaned = text.trim().replace(/[,\s]/gu, "");
  return /^\d+(\.\d+)?$/u.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** An arm's share as typed ("50", "33.3", "33,3"). */
function shareOfText(text: string): number {
  const cleaned = text.trim().replace(",", ".");
  return /^(\d+\.?\d*|\.\d+)$/u.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * Plans the experiment from the figures as typed, as the API will on start: the plan and the
 * figures to send, or the first field at fault with the domain's words for it.
 */
export function planOfFigures(figures: PlanFigures): PlannedFigures {
  const baselineRate = shareOfPercentText(figures.baselineRate) ?? Number.NaN;
  const minimumLift = shareOfPercentText(figures.minimumLift) ?? Number.NaN;
  const split = figures.split.map(shareOfText);
  const dailyVisitors =
    figures.dailyVisitors.trim() === "" ? undefined : countOfText(figures.dailyVisitors);
  const planned = planExperiment({
    baselineRate,
    minimumLift,
    split,
    ...(dailyVisitors !== undefined ? { dailyVisitors } : {}),
  });
  if (!planned.ok) {
    return {
      ok: false,
      field: FIELD_OF_PROBLEM[planned.problem],
      message: EXPERIMENT_PLAN_MESSAGES[planned.problem],
    };
  }
  if (split.some((share) => share > MOST_SHARE)) {
    return {
      ok: false,
      field: "split",
      message: `Give each arm a share of at most ${MOST_SHARE}.`,
    };
  }
  return {
    ok: true,
    plan: planned.plan,
    start: {
      baselineRate,
      minimumLift,
      split,
      ...(dailyVisitors !== undefined ? { dailyVisitors } : {}),
    },
  };
}

/** The plan in sentences, as the form shows it while the figures are typed. */
export function planInWords(plan: ExperimentPlan): string[] {
  const variants = plan.visitorsPerArm.length - 1;
  return [
    ...plan.visitorsPerArm.map((visitors, arm) => `${armLabel(arm)}: ${visitorsText(visitors)}.`),
    `In all: ${visitorsText(plan.totalVisitors)}, split as planned.`,
    plan.days === undefined
      ? "Give the visitors a day to learn how many days that takes."
      : `That takes ${plan.days === 1 ? "1 day" : `${plan.days} days`} at the page's traffic.`,
    `It finds a lift of ${percentText(plan.minimumLift)} over ${percentText(plan.baselineRate)} ${percentText(plan.power, 0)} of the time` +
      (variants > 1
        ? `, with a ${percentText(EXPERIMENT_ALPHA, 0)} chance of a false winner shared among the ${variants} variants (two-sided).`
        : `, with a ${percentText(EXPERIMENT_ALPHA, 0)} chance of a false winner (two-sided).`),
  ];
}

/**
 * A variant's problem from the start call (`variants.<arm>.<field>`) as the composer names it:
 * "Block 2, title: …" or "Page, meta.title: …".
 */
export function variantProblemInWords(field: string, message: string): string {
  const [first, place, props, ...rest] = field.split(".");
  if (first === "blocks" && place !== undefined && /^\d+$/u.test(place)) {
    const inBlock = (props === "props" ? rest : [props, ...rest]).filter(Boolean).join(".");
    return `Block ${Number(place) + 1}, ${inBlock || "the block"}: ${message}`;
  }
  return `Page, ${field}: ${message}`;
}

/** The start call's refusal, put beside what it names. */
export interface StartProblems {
  /** A figure's problem, by field. */
  figures: Partial<Record<PlanField, string>>;
  /** Each variant's problems, in words, by arm. */
  variants: ReadonlyMap<number, readonly string[]>;
}

/** Sorts the start call's 400 `fields` into the figures' and the variants'. */
export function startProblemsOf(
  fields: Readonly<Record<string, readonly string[]>>,
): StartProblems {
  const figures: Partial<Record<PlanField, string>> = {};
  const variants = new Map<number, string[]>();
  for (const [field, messages] of Object.entries(fields)) {
    const variant = /^variants\.(\d+)\.(.+)$/u.exec(field);
    if (variant) {
      const arm = Number(variant[1]);
      const words = messages.map((message) => variantProblemInWords(variant[2]!, message));
      variants.set(arm, [...(variants.get(arm) ?? []), ...words]);
    } else if (
      field === "baselineRate" ||
      field === "minimumLift" ||
      field === "dailyVisitors" ||
      field === "split" ||
      field.startsWith("split.")
    ) {
      const name = field.startsWith("split") ? "split" : (field as PlanField);
      figures[name] ??= messages[0];
    }
  }
  return { figures, variants };
}
