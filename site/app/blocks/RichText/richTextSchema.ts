import { z } from "zod";
import { backgroundField, headingLevelField, titleField } from "../fields/blockFields";

/**
 * Long-form text: policies, posts, documentation. `body` is a small text format: paragraphs
 * separated by a blank line, `## ` and `### ` headings, `- ` list items, `1. ` numbered items,
 * `**bold**` and `[label](/path)` links.
 */
export const richTextSchema = z
  .object({
    type: z.literal("RichText"),
    props: z
      .object({
        title: titleField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
        body: z
          .string()
          .min(1)
          .describe(
            "Paragraphs, ## headings, - lists, 1. numbered lists, **bold**, [label](/path).",
          ),
      })
      .strict(),
  })
  .strict()
  .describe("RichText: long-form text.");
