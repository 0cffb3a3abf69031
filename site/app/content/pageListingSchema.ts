import { z } from "zod";

/**
 * What lists show of a page (blog, news, jobs, use cases, glossary terms): its date, author,
 * category or place. Title and description fall back to the page's meta.
 */
export const pageListingSchema = z
  .object({
    title: z.string().min(1).optional().describe("The title in lists; defaults to the meta title."),
    description: z
      .string()
      .min(1)
      .optional()
      .describe("The summary in lists; defaults to the meta description."),
    date: z.iso
      .date()
      .optional()
      .describe("Publication date, YYYY-MM-DD; lists sort newest first."),
    updated: z.iso
      .date()
      .optional()
      .describe("The day the page last changed in substance, YYYY-MM-DD, when after its date."),
    author: z.string().min(1).optional().describe("Who wrote it."),
    category: z
      .string()
      .min(1)
      .optional()
      .describe("A short tag: the post's topic, the job's team."),
    location: z.string().min(1).optional().describe("Where a job is based."),
    order: z.number().int().optional().describe("Position in lists that are not sorted by date."),
  })
  .strict();
