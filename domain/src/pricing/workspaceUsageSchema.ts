import { z } from "zod";
import type { WorkspaceUsage } from "./workspaceCalculator";

const amount = (what: string) =>
  z
    .number({ error: `Enter the number of ${what}` })
    .nonnegative({ error: `The number of ${what} cannot be negative` });

/** What a visitor enters in the workspace price calculator. */
export const workspaceUsageSchema = z.object({
  users: amount("users").int({ error: "Users are counted in whole numbers" }),
  guests: amount("guest users").int({ error: "Guest users are counted in whole numbers" }),
  documents: amount("documents").int({ error: "Documents are counted in whole numbers" }),
  storageGb: amount("GB of storage"),
}) satisfies z.ZodType<WorkspaceUsage>;
