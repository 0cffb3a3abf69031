/*
 * A page's recent traffic, as the site counts it outside any experiment: views per page and UTC
 * day, with no visitor id and nothing per person, read back as the measured figures of a plan.
 */

/**
 * Days a page's daily view count is kept. Older days are deleted: a plan reads the last
 * `PAGE_TRAFFIC_DAYS` complete days, and nothing needs the counts for longer.
 */
export const PAGE_VIEW_DAYS = 90;

/** The complete UTC days a plan's measured figures are read from: the four weeks to yesterday. */
export const PAGE_TRAFFIC_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day as `YYYY-MM-DD`. */
export function utcDayOf(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The complete UTC days before `now` that a page's measured figures are read from: the
 * `PAGE_TRAFFIC_DAYS` days up to yesterday (today is still being counted), first and last
 * included.
 */
export function pageTrafficDays(now: Date): { firstDay: string; lastDay: string } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return {
    firstDay: utcDayOf(today - PAGE_TRAFFIC_DAYS * DAY_MS),
    lastDay: utcDayOf(today - DAY_MS),
  };
}

/** The first UTC day whose views are kept at `now`: days before it are deleted. */
export function firstKeptPageViewDay(now: Date): string {
  return utcDayOf(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (PAGE_VIEW_DAYS - 1) * DAY_MS);
}
