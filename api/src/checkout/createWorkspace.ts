import { createId, workspaceNameKey, workspaceNameTakenMessage } from "@workcraft/domain/rules";
import type { CreatedWorkspace } from "@workcraft/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { ApiError } from "../apiError";
import type { AppDatabase } from "../database";
import { checkouts, orders, workspaces } from "../database/schema";
import { orderProblemFields } from "./checkoutOrders";

/** Whether an error is PostgreSQL's unique violation, however the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const nameTaken = (name: string) =>
  new ApiError(
    409,
    "workspace_name_taken",
    workspaceNameTakenMessage(name),
    orderProblemFields({ workspaceName: [workspaceNameTakenMessage(name)] }),
  );

/**
 * Creates the workspace of a checkout and its order, at the prices of the draft, in one
 * transaction: both or neither. A checkout makes one workspace: executing it again answers
 * the workspace it made. The workspace's name is unique in the database, so two checkouts
 * racing for one name cannot both win.
 */
export async function createWorkspace(
  db: AppDatabase,
  checkoutId: string,
): Promise<CreatedWorkspace> {
  try {
    return await db.transaction(async (tx) => {
      const [checkout] = await tx
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId))
        .for("update");
      if (!checkout) {
        throw new ApiError(404, "checkout_not_found", "There is no checkout with this id.");
      }
      if (checkout.completedAt) return existingWorkspace(tx, checkoutId);

      const name = checkout.order.workspaceName.trim();
      const [workspace] = await tx
        .insert(workspaces)
        .values({ id: createId(), name, nameKey: workspaceNameKey(name), checkoutId })
        .onConflictDoNothing({ target: workspaces.nameKey })
        .returning();
      if (!workspace) throw nameTaken(name);
      const { lines, monthlyCents, yearlyCents, currency } = checkout.priced;
      const [order] = await tx
        .insert(orders)
        .values({
          id: createId(),
          workspaceId: workspace.id,
          checkoutId,
          lines,
          monthlyCents,
          yearlyCents,
          currency,
        })
        .returning();
      await tx
        .update(checkouts)
        .set({ completedAt: sql`now()` })
        .where(eq(checkouts.id, checkoutId));
      return answer(workspace, order!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another request created this checkout's workspace at the same moment.
      return existingWorkspace(db, checkoutId);
    }
    throw error;
  }
}

function answer(
  workspace: typeof workspaces.$inferSelect,
  order: typeof orders.$inferSelect,
): CreatedWorkspace {
  return {
    workspace: { id: workspace.id, name: workspace.name },
    order: {
      id: order.id,
      lines: order.lines,
      monthlyCents: order.monthlyCents,
      yearlyCents: order.yearlyCents,
      currency: order.currency,
    },
  };
}

async function existingWorkspace(db: AppDatabase, checkoutId: string): Promise<CreatedWorkspace> {
  const [made] = await db
    .select({ workspace: workspaces, order: orders })
    .from(workspaces)
    .innerJoin(orders, eq(orders.workspaceId, workspaces.id))
    .where(eq(workspaces.checkoutId, checkoutId));
  if (!made) throw new ApiError(409, "request_in_progress", "The workspace is being created.");
  return answer(made.workspace, made.order);
}
