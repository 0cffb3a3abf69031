import { pageTrafficDays, type ExperimentGoal } from "@workcraft/domain/rules";
import type { PageTraffic } from "@workcraft/domain/schemas";
import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { AppDatabase } from "../database";
import { leads, pageViewsDaily } from "../database/schema";

/** Why a checkout goal has no measured rate, as the plan form says it. */
export const CHECKOUT_RATE_UNMEASURED =
  "The site does not know which page a checkout started from, so it cannot measure this page's rate of checkouts: type the rate from your analytics.";

/** Why a lead goal has no measured rate when the page has no views counted in the days. */
export const NO_VIEWS_UNMEASURED =
  "No views of this page were counted in these days, so there is no rate to measure yet.";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page at `path`'s traffic over the last complete days (`pageTrafficDays`): its views, the
 * days that have any view counted, and the views a day over those days; for a lead goal, the leads
 * sent from the page (from the goal's form, if it names one) on those same days, and their rate
 * per view. A day without views counted (before counting began, or a day nobody came) is left out
 * of both, so a page counted for a week is measured over that week. A checkout goal gets no rate:
 * the site does not know which page a checkout started from.
 */
export async function pageTraffic(
  db: AppDatabase,
  { path, goal }: { path: string; goal: ExperimentGoal },
  now: Date = new Date(),
): Promise<PageTraffic> {
  const { firstDay, lastDay } = pageTrafficDays(now);
  const inDays = and(
    eq(pageViewsDaily.path, path),
    gte(pageViewsDaily.day, firstDay),
    lte(pageViewsDaily.day, lastDay),
  );
  const [counted] = await db
    .select({
      views: sql<number>`coalesce(sum(${pageViewsDaily.views}), 0)::float8`,
      days: sql<number>`count(*)::int`,
    })
    .from(pageViewsDaily)
    .where(inDays);
  const views = Number(counted?.views ?? 0);
  const daysCounted = Number(counted?.days ?? 0);
  const traffic = {
    path,
    firstDay,
    lastDay,
    views,
    daysCounted,
    viewsPerDay: daysCounted > 0 ? Math.max(1, Math.round(views / daysCounted)) : null,
  };
  if (goal.kind === "checkout") {
    return { ...traffic, conversions: { measured: false, reason: CHECKOUT_RATE_UNMEASURED } };
  }
  if (views === 0) {
    return { ...traffic, conversions: { measured: false, reason: NO_VIEWS_UNMEASURED } };
  }
  const countedDays = db.select({ day: pageViewsDaily.day }).from(pageViewsDaily).where(inDays);
  const [sent] = await db
    .select({ leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        eq(leads.page, path),
        goal.formName === undefined ? undefined : eq(leads.formName, goal.formName),
        gte(leads.createdAt, new Date(`${firstDay}T00:00:00Z`)),
        lt(leads.createdAt, new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS)),
        inArray(sql`(${leads.createdAt} at time zone 'UTC')::date`, countedDays),
      ),
    );
  const leadCount = Number(sent?.leads ?? 0);
  return {
    ...traffic,
    conversions: { measured: true, leads: leadCount, rate: leadCount / views },
  };
}
