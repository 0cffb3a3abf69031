import { z } from "zod";
import { blockOf } from "../blockOf";
import { descriptionField, titleField } from "../../blockFields/blockFields";

/** The head of an article, post or job: title, lead and its facts. */
export const articleHeaderPropsSchema = z.object({
  eyebrow: z.string().min(1).optional().describe("The section or category above the title."),
  title: titleField,
  description: descriptionField.optional(),
  date: z.iso.date().optional().describe("Publication date, YYYY-MM-DD."),
  author: z.string().min(1).optional(),
  facts: z
    .array(z.object({ label: z.string().min(1), value: z.string().min(1) }).strict())
    .optional()
    .describe("Short facts, such as a job's team, place and type."),
});

export const articleHeaderSchema = blockOf(
  "ArticleHeader",
  articleHeaderPropsSchema,
  "ArticleHeader: the head of an article, post or job.",
);
