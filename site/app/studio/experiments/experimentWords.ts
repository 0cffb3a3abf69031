import {
  armName,
  formatCount,
  type ExperimentGoal,
  type ExperimentStatus,
} from "@workcraft/domain/rules";
import type { StudioExperiment } from "@workcraft/domain/schemas";
import { fieldLabelOf } from "../fieldLabel";

/*
 * What the Studio's experiment screens say of an experiment: its goal, its status, its arms, its
 * shares and rates, in plain words.
 */

/** An arm's name at the start of a line or on a button: "Control", "Variant B". */
export function armLabel(arm: number): string {
  const name = armName(arm);
  return arm === 0 ? "Control" : `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** What the experiment counts as a conversion, in words. */
export function goalInWords(goal: ExperimentGoal): string {
  if (goal.kind === "checkout") return "A checkout completed";
  return goal.formName ? `A lead from the ${goal.formName} form` : "A lead from any form";
}

/** An experiment's status, in words. */
export function statusInWords(
  experiment: Pick<StudioExperiment, "status" | "endedWith" | "keptOverFile">,
): string {
  const status: ExperimentStatus = experiment.status;
  switch (status) {
    case "draft":
      return "Being composed";
    case "running":
      return "Running";
    case "ended":
      return experiment.endedWith === null || experiment.endedWith === 0
        ? "Ended: kept the control"
        : experiment.keptOverFile
          ? `Ended: ${armName(experiment.endedWith)} shown until its file is deployed`
          : `Ended: published ${armName(experiment.endedWith)}`;
  }
}

/**
 * A share as a percentage, with as many decimals as it needs up to `digits`: 0.04 → "4 %",
 * 0.0412 → "4.12 %". The site writes a space before the sign, as the domain's messages do.
 */
export function percentText(share: number, digits = 2): string {
  const value = new Intl.NumberFormat("en-GB", { maximumFractionDigits: digits }).format(
    share * 100,
  );
  return `${value} %`;
}

/** A signed difference of two rates as a number of percentage points: 0.012 → "+1.2". */
function signedPoints(difference: number): string {
  const value = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(
    Math.abs(difference * 100),
  );
  return `${difference < 0 ? "−" : "+"}${value}`;
}

/** A signed difference of two rates, in percentage points: 0.012 → "+1.2 points", 0.01 → "+1 point". */
export function pointsText(difference: number): string {
  const points = signedPoints(difference);
  return `${points} ${points.slice(1) === "1" ? "point" : "points"}`;
}

/**
 * A percentage as a person types it ("4", "4.5", "4,5 %", "12%") as a share (0.04, 0.045…);
 * undefined when it is empty or no number.
 */
export function shareOfPercentText(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s*%$/u, "").replace(",", ".");
  if (cleaned === "" || !/^[+-]?(\d+\.?\d*|\.\d+)$/u.test(cleaned)) return undefined;
  return Number(cleaned) / 100;
}

/** The arms' shares as percentages of the whole, the control first: [1, 1] → "50/50". */
export function splitInWords(split: readonly number[]): string {
  const total = split.reduce((sum, share) => sum + share, 0);
  if (!(total > 0)) return "";
  return split
    .map((share) =>
      new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format((share / total) * 100),
    )
    .join("/");
}

/** "1 visitor", "1,875 visitors". */
export function visitorsText(count: number): string {
  return count === 1 ? "1 visitor" : `${formatCount(count)} visitors`;
}

/** Blocks by their place on the page (0 the first) as people count them: "blocks 1 and 3". */
export function blocksInWords(places: readonly number[]): string {
  if (places.length === 0) return "no block";
  const numbers = places.map((place) => String(place + 1));
  if (numbers.length === 1) return `block ${numbers[0]}`;
  return `blocks ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/**
 * An experiment a lead's visitor was counted in, as the lead inbox says it: "Variant B of
 * /pricing; saw blocks 1 and 3 before sending".
 */
export function leadExperimentInWords(experiment: {
  path: string;
  arm: number;
  blocksSeen: readonly number[];
}): string {
  const arm = experiment.arm === 0 ? "The control" : armLabel(experiment.arm);
  return `${arm} of ${experiment.path}; saw ${blocksInWords(experiment.blocksSeen)} before sending`;
}

/** How a variant compared with the control, once decided. */
export interface ComparisonFigures {
  arm: number;
  difference: number;
  interval: { low: number; high: number };
  relativeLift?: number | undefined;
  outcome: "better" | "worse" | "inconclusive";
}

const OUTCOME_WORDS: Readonly<Record<ComparisonFigures["outcome"], string>> = {
  better: "better than the control",
  worse: "worse than the control",
  inconclusive: "inconclusive, since its interval crosses zero",
};

/**
 * A variant against the control in words: "Variant B: +1.2 points (from +0.3 to +2.1), a lift of
 * +30 %: better than the control".
 */
export function comparisonInWords(comparison: ComparisonFigures): string {
  const { low, high } = comparison.interval;
  const interval = `from ${signedPoints(low)} to ${pointsText(high)}`;
  const lift =
    comparison.relativeLift === undefined
      ? ""
      : `, a lift of ${comparison.relativeLift < 0 ? "−" : "+"}${percentText(Math.abs(comparison.relativeLift), 1)}`;
  return `${armLabel(comparison.arm)}: ${pointsText(comparison.difference)} (${interval})${lift}: ${OUTCOME_WORDS[comparison.outcome]}`;
}

/** The types of a page document's blocks, in order (none when it has no list of blocks). */
export function blockTypesOf(document: Readonly<Record<string, unknown>>): string[] {
  const { blocks } = document;
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block: unknown) =>
    block && typeof block === "object" && typeof (block as { type?: unknown }).type === "string"
      ? (block as { type: string }).type
      : "",
  );
}

/** A block by its place and, when known, its type: "Block 2: Call to action". */
export function blockInWords(place: number, type: string | undefined): string {
  return type ? `Block ${place + 1}: ${fieldLabelOf(type)}` : `Block ${place + 1}`;
}
