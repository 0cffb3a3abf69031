import { z } from "zod";
import { emailAddressSchema } from "../forms/emailAddressSchema";
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

/** A whole number of 0 or more, 0 when absent, with messages in the order's words. */
const usageCount = (max: number, messages: { type: string; whole: string; tooMany: string }) =>
  z
    .number({ error: messages.type })
    .int({ error: messages.whole })
    .min(0, { error: messages.type })
    .max(max, { error: messages.tooMany })
    .default(0);

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
    email: emailAddressSchema,
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
      .max(100_000, { error: "A workspace has at most 100,000 users" }),
    guests: usageCount(10_000_000, {
      type: "Enter how many guest users, 0 or more",
      whole: "Guest users are counted in whole people",
      tooMany: "A workspace has at most 10,000,000 guest users",
    }),
    documents: usageCount(1_000_000_000, {
      type: "Enter how many documents, 0 or more",
      whole: "Enter a whole number of documents",
      tooMany: "A workspace holds at most 1,000,000,000 documents",
    }),
    storageGb: usageCount(1_000_000, {
      type: "Enter the storage in whole GB, 0 or more",
      whole: "Storage is counted in whole GB",
      tooMany: "A workspace has at most 1,000,000 GB of storage",
    }),
  },
  { error: "Send the order as an object" },
);
export type ProjectOrder = z.output<typeof projectOrderSchema>;
export type ProjectOrderInput = z.input<typeof projectOrderSchema>;
