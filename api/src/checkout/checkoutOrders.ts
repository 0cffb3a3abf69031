import {
  DEFAULT_LOCALE,
  ORDER_PROBLEM_WORDS,
  priceProjectOrder,
  verifyProjectOrder,
  workspaceNameKey,
  withLaunchedApps,
  type OrderCatalogue,
  type OrderProblems,
  type PricedOrder,
  type ProjectOrder,
  type SiteLocale,
} from "@workcraft/domain/rules";
import { ORDER_CATALOGUE } from "@workcraft/domain/data";
import { eq } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { workspaces } from "../database/schema";
import { launchedApps } from "../launches/appLaunches";

/** Whether a workspace already has this name, as names are compared. */
export async function workspaceNameTaken(db: AppDatabase, name: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.nameKey, workspaceNameKey(name)))
    .limit(1);
  return taken !== undefined;
}

/** An order's problems as the API names fields: under `data`, where the order was sent. */
export function orderProblemFields(problems: OrderProblems): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, messages]) => [`data.${field}`, messages]),
  );
}

/** The refusal of an order that cannot be sold as it is: 422, each problem under its field. */
export function orderRefused(problems: OrderProblems): ApiError {
  return new ApiError(
    422,
    "order_invalid",
    "The order cannot be checked out as it is.",
    orderProblemFields(problems),
  );
}

/**
 * Checks an order against the catalogue and the workspaces that exist, and prices it: the
 * priced order, or a 422 naming every problem in `locale`'s words. Only the domain prices;
 * nothing the client sent about prices is read.
 */
export async function checkAndPriceOrder(
  db: AppDatabase,
  order: ProjectOrder,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<PricedOrder> {
  const nameTaken = await workspaceNameTaken(db, order.workspaceName);
  const catalogue = withLaunches(await launchedApps(db));
  const verdict = verifyProjectOrder(order, catalogue, nameTaken, ORDER_PROBLEM_WORDS[locale]);
  if (!verdict.ok) throw orderRefused(verdict.problems);
  return priceProjectOrder(order, catalogue);
}

/**
 * The order catalogue with the coming-soon apps whose launch was announced available: an order
 * may name them from the announcement on, with no new build.
 */
export function withLaunches(launched: ReadonlyMap<string, unknown>): OrderCatalogue {
  if (launched.size === 0) return ORDER_CATALOGUE;
  return {
    ...ORDER_CATALOGUE,
    apps: withLaunchedApps(ORDER_CATALOGUE.apps, new Set(launched.keys())),
  };
}
