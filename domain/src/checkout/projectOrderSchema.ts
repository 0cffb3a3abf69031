import { z } from "zod";
import { ORDER_MAX_APPS } from "./projectOrder";

/**
 * The order a visitor checks out: the new workspace's name, whom to e-mail, a plan, a template
 * or apps, and the workspace's expected usage. Its fields only: whether the order can be sold
 * is `verifyProjectOrder`'s question, and its price `priceProjectOrder`'s. Prices a client
 * sends are not fields, so they are dropped.
 */
export const projectOrderSchema = z.object(
  {
    workspaceName: z.string({ error: "Name your workspace" }).max(200),
    email: z
      .string({ error: "Enter your e-mail address" })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Enter a valid e-mail address, like name@company.com" })),
    /** A builder plan id (`builder1`); with a template, the template's plan when absent. */
    planId: z.string().max(100).optional(),
    /** A template, by its variant id where it has variants (`distribution-management-394`). */
    templateId: z.string().max(100).optional(),
    appIds: z
      .array(z.string().max(100))
      .max(ORDER_MAX_APPS, { error: `An order holds at most ${ORDER_MAX_APPS} apps` })
      .default([]),
    users: z
      .number({ error: "Enter how many people will use the workspace" })
      .int({ error: "Users are counted in whole people" })
      .min(1, { error: "A workspace has at least one user" })
      .max(100_000),
    guests: z.number().int().min(0).max(10_000_000).default(0),
    documents: z.number().int().min(0).max(1_000_000_000).default(0),
    storageGb: z.number().int().min(0).max(1_000_000).default(0),
  },
  { error: "Send the order as an object" },
);
export type ProjectOrder = z.output<typeof projectOrderSchema>;
export type ProjectOrderInput = z.input<typeof projectOrderSchema>;
