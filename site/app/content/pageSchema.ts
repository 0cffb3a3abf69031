import { pageMetaSchema } from "@workcraft/domain/schemas";
import { z } from "zod";
import { blockSchema } from "../blocks/blockDefinitions";
import { footerTypes, navigationTypes, pageLayouts } from "../layout/pageFrame";
import { jobPostingSchema } from "./jobPostingSchema";

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

/** A page as a content file declares it: meta, frame and blocks. */
export const pageSchema = z
  .object({
    $schema: z.string().optional().describe("The JSON Schema an editor checks this file with."),
    meta: pageMetaSchema.describe("Title, description and share cards of the page."),
    layout: z.enum(pageLayouts).default("main").describe("The shared layout the page sits in."),
    footer: z.enum(footerTypes).default("default").describe("The footer type."),
    navigation: z.enum(navigationTypes).default("default").describe("Shows or hides the top menu."),
    sticky: z.boolean().default(true).describe("Whether the header sticks after 250 px of scroll."),
    listing: pageListingSchema.optional(),
    job: jobPostingSchema
      .optional()
      .describe("A job page's facts for search engines: dates, contract, place and pay."),
    blocks: z.array(blockSchema).min(1).describe("The page's content, top to bottom."),
  })
  .strict()
  .superRefine((page, context) => {
    // The first block's heading is the page's only h1, so the first block must have one.
    const first = page.blocks[0];
    if (first && !opensWithHeading(first)) {
      context.addIssue({
        code: "custom",
        path: ["blocks", 0],
        message: `A page must open with a block that has a heading (its h1); ${first.type} has none here`,
      });
    }
  });

function opensWithHeading(block: z.output<typeof blockSchema>): boolean {
  if (block.type === "Testimonial") return false;
  if (block.type === "RichText") return block.props.title !== undefined;
  return true;
}

/** A page as written in a content file. */
export type PageContentInput = z.input<typeof pageSchema>;
/** A validated page, defaults filled in. */
export type PageContent = z.output<typeof pageSchema>;
