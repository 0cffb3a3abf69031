import { PAGE_TRAFFIC_DAYS, formatCount, type ExperimentGoal } from "@workcraft/domain/rules";
import type { PageTraffic } from "@workcraft/domain/schemas";
import { percentText } from "./experimentWords";
import type { PlanFigures } from "./planFigures";

/*
 * What the plan form says of a page's recent traffic as the site counted it (views per page and
 * day, no visitor id), and the figures it fills in when asked to use them.
 */

/** The honest limit of a count with no visitor id, said beside the figures. */
export const VIEWS_ARE_NOT_VISITORS =
  "Views are counted without visitor ids: one visitor who views the page twice counts twice, so the page has fewer visitors than views, and the experiment may take more days than the plan says.";

/**
 * A measured rate as a percentage, to two decimals as the plan says rates, or to the first digit
 * that is not 0 for a rate below 0.01 %: 0.00078 → "0.08 %", 0.00004 → "0.004 %".
 */
export function measuredRateText(rate: number): string {
  const percent = rate * 100;
  return percentText(rate, percent > 0 && percent < 0.01 ? -Math.floor(Math.log10(percent)) : 2);
}

/** A count of leads, in words: "1 lead", "9 leads". */
function leadsText(count: number): string {
  return count === 1 ? "1 lead" : `${formatCount(count)} leads`;
}

/** The form a lead goal counts, in words: "from this page", "from the contact form on this page". */
function leadsFrom(goal: ExperimentGoal): string {
  return goal.kind === "lead" && goal.formName
    ? `from the ${goal.formName} form on this page`
    : "from this page";
}

/**
 * The page's traffic in sentences: the views a day (and over how many days, when fewer than all
 * were counted) and, for a lead goal, the leads and their rate; or that no view was counted yet.
 */
export function pageTrafficInWords(traffic: PageTraffic, goal: ExperimentGoal): string[] {
  if (traffic.viewsPerDay === null) {
    return [
      "No views counted yet.",
      `The site counts a page's views each day and reads the last ${PAGE_TRAFFIC_DAYS} complete days: type the figures meanwhile.`,
    ];
  }
  const { conversions } = traffic;
  const views = `${formatCount(traffic.viewsPerDay)} ${traffic.viewsPerDay === 1 ? "view" : "views"} a day`;
  const leads = conversions.measured
    ? `, ${leadsText(conversions.leads)} ${leadsFrom(goal)} (${measuredRateText(conversions.rate)})`
    : "";
  const lines = [`In the last ${PAGE_TRAFFIC_DAYS} days: ${views}${leads}.`];
  if (traffic.daysCounted < PAGE_TRAFFIC_DAYS) {
    lines.push(
      `Views were counted on ${traffic.daysCounted === 1 ? "1 day" : `${traffic.daysCounted} days`} of the ${PAGE_TRAFFIC_DAYS}: the figures are over ${traffic.daysCounted === 1 ? "that day" : "those days"}.`,
    );
  }
  if (!conversions.measured) lines.push(conversions.reason);
  else if (conversions.leads === 0) {
    lines.push("With no lead yet there is no rate to use: type the current rate.");
  }
  return lines;
}

/**
 * The plan's figures the page's traffic gives, as the form's fields hold them: the visitors a day
 * and, when leads were measured, the current rate in percent. Empty when none was counted.
 */
export function figuresOfTraffic(
  traffic: PageTraffic,
): Partial<Pick<PlanFigures, "dailyVisitors" | "baselineRate">> {
  if (traffic.viewsPerDay === null) return {};
  const { conversions } = traffic;
  return {
    dailyVisitors: String(traffic.viewsPerDay),
    ...(conversions.measured && conversions.leads > 0
      ? { baselineRate: String(Number((conversions.rate * 100).toPrecision(3))) }
      : {}),
  };
}
