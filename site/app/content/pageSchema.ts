import { pageMetaSchema } from "@workcraft/domain/schemas";
import { z } from "zod";
import { blockSchema } from "../blocks/blockDefinitions";
import { footerTypes, navigationTypes, pageLayouts } from "../stores/pageFrame";
import { jobPostingSchema } from "./jobPostingSchema";
import { pageListingSchema } from "./pageListingSchema";

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
