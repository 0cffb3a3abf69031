import { linkProblem } from "@workcraft/domain/rules";
import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { backgroundField, headingLevelField, titleField } from "../../blockFields/blockFields";
import { richTextLinkMarks } from "./richText";

/**
 * Long-form text: policies, posts, documentation. `body` is a small text format: paragraphs
 * separated by a blank line, `## ` and `### ` headings, `- ` list items, `1. ` numbered items,
 * `**bold**` and `[label](/path)` links.
 */
export const richTextPropsSchema = z.strictObject({
  title: titleField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  body: z
    .string()
    .min(1)
    .superRefine((body, context) => {
      // The one link rule of every link field, for each link the body writes.
      for (const link of richTextLinkMarks(body)) {
        const problem = linkProblem(link.href);
        if (problem !== undefined) {
          context.addIssue({ code: "custom", message: `The link ${link.mark}: ${problem}` });
        }
      }
    })
    .describe("Paragraphs, ## headings, - lists, 1. numbered lists, **bold**, [label](/path)."),
});

/** The Rich text block. */
export const richTextBlock = defineBlock({
  type: "RichText",
  label: "Rich text",
  category: "Content",
  description: "Long-form text.",
  props: richTextPropsSchema,
  example: {
    background: "subtle",
    body: "Open the [media kit](/media/media-kit), read the [release notes](/release-notes) or reach [support](/company/support). Journalists can also find our latest announcements in the [newsroom](/news).",
  },
});
