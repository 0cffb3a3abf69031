import { z } from "zod";
import { blockOf } from "../blockOf";
import { backgroundField, headingLevelField, titleField } from "../../blockFields/blockFields";

/**
 * Long-form text: policies, posts, documentation. `body` is a small text format: paragraphs
 * separated by a blank line, `## ` and `### ` headings, `- ` list items, `1. ` numbered items,
 * `**bold**` and `[label](/path)` links.
 */
export const richTextPropsSchema = z.object({
  title: titleField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  body: z
    .string()
    .min(1)
    .describe("Paragraphs, ## headings, - lists, 1. numbered lists, **bold**, [label](/path)."),
});

export const richTextSchema = blockOf("RichText", richTextPropsSchema, "RichText: long-form text.");
