import { overBudgetParts, PAGE_WEIGHT_PARTS, type PageWeightPart } from "@workcraft/domain/rules";
import type { StudioPageDocument } from "@workcraft/domain/schemas";
import { ApiError } from "../apiError";
import type { StudioPageWeighing } from "./studioPageRules";

/*
 * A page's weight as a gate: a Studio page is not published, and an experiment does not start,
 * while its document weighs more on a phone than any of the site's budgets
 * (`PAGE_WEIGHT_BUDGETS`). Only the site's server weighs (`StudioPageRules.weigh`, which renders
 * the page); where the API runs without it, the weight is not checked, and the audit log says so.
 */

/** What the audit log and a publish's answer say of a weight nobody could check. */
export const WEIGHT_NOT_CHECKED = "not checked";

/**
 * A document weighed to be published at `path`: what `publishLockedStudioPage` puts on the site,
 * so that what goes live is what was weighed. `weight` is null where the server has no weigher.
 */
export interface WeighedDocument {
  path: string;
  content: StudioPageDocument;
  weight: StudioPageWeighing | null;
}

/** How a refusal names what was weighed and what became of it. */
export interface WeightRefusalWords {
  /** What was weighed, to open a sentence: "The page", "Variant B". */
  what: string;
  /** The field the parts over budget are listed under: `weight`, `variants.1.weight`. */
  field: string;
  /** What the refusal leaves undone: "so it is not published". */
  outcome: string;
}

/**
 * The 400 of a document over any budget: each part over, in words ("JavaScript 171.2 KB of 168.0
 * KB, 3.2 KB over budget"), in the message and under `field`; null when it is within them all.
 */
export function overBudgetRefusal(
  weight: StudioPageWeighing,
  { what, field, outcome }: WeightRefusalWords,
): ApiError | null {
  const parts = overBudgetParts(weight);
  if (parts.length === 0) return null;
  return new ApiError(
    400,
    "over_weight_budget",
    `${what} weighs more on a phone than the site's budgets allow, ${outcome}: ${parts.join("; ")}. Lighten it (smaller or fewer pictures, fewer blocks that act) and try again.`,
    { [field]: parts },
  );
}

/** The 422 of a document the site's server cannot show, so cannot weigh. */
export function notShownRefusal({ what, field, outcome }: WeightRefusalWords): ApiError {
  const message = `${what} cannot be shown on the site, so it cannot be weighed, ${outcome}.`;
  return new ApiError(422, "page_not_shown", message, { [field]: [message] });
}

/** What the audit log keeps of a weighing: each part's bytes as sent, or "not checked". */
export function weightInAudit(
  weight: StudioPageWeighing | null,
): Record<PageWeightPart, number> | typeof WEIGHT_NOT_CHECKED {
  if (weight === null) return WEIGHT_NOT_CHECKED;
  return Object.fromEntries(PAGE_WEIGHT_PARTS.map((part) => [part, weight[part].bytes])) as Record<
    PageWeightPart,
    number
  >;
}
