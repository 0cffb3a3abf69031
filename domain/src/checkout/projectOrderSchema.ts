import { z } from "zod";
import { ORDER_MAX_APPS, ORDER_TEXT_MAX_LENGTH } from "./projectOrder";

/**
 * A line of text the visitor may leave out: trimmed, at most `max` characters, and absent
 * when nothing but spaces was typed, so an empty field is never stored as "".
 */
const optionalText = (max: number, typeMessage: string, tooLongMessage: string) =>
  z
    .string({ error: typeMessage })
    .trim()
    .max(max, { error: tooLongMessage })
    .optional()
    .transform((text) => (text === "" ? undefined : text));

/**
 * The order a visitor checks out: the new workspace's name, whom to e-mail (and, if given,
 * the company and the person's name), a plan, a template or apps (with a template: the apps
 * bought beside it), and the workspace's expected usage. Its fields only: whether the order can
 * be sold is `verifyProjectOrder`'s question, and its price `priceProjectOrder`'s. Prices a
 * client sends are not fields, so they are dropped.
 */
export const projectOrderSchema = z.object(
  {
    workspaceName: z.string({ error: "Name your workspace" }).max(200),
    email: z
      .string({ error: "Enter your e-mail address" })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Enter a valid e-mail address, like name@company.com" })),
    /** The buying company, if the visitor named it. */
    company: optionalText(
      ORDER_TEXT_MAX_LENGTH.company,
      "Enter your company's name as text",
      `A company name is at most ${ORDER_TEXT_MAX_LENGTH.company} characters`,
    ),
    /** The name of the person who orders, if given. */
    contactName: optionalText(
      ORDER_TEXT_MAX_LENGTH.contactName,
      "Enter your name as text",
      `Your name is at most ${ORDER_TEXT_MAX_LENGTH.contactName} characters`,
    ),
    /** A builder plan id (`builder1`); with a template, the template's plan when absent. */
    planId: z.string().max(100).optional(),
    /** A template, by its variant id where it has variants (`distribution-management-394`). */
    templateId: z.string().max(100).optional(),
    /** The apps bought: without a template, all of them; with one, those outside it. */
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
