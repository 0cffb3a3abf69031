import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { descriptionField, titleField } from "../../blockFields/blockFields";

/** The head of an article, post or job: title, lead and its facts. */
export const articleHeaderPropsSchema = z.strictObject({
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

/** The Article header block. */
export const articleHeaderBlock = defineBlock({
  type: "ArticleHeader",
  label: "Article header",
  category: "Page openers",
  description: "The head of an article, post or job.",
  props: articleHeaderPropsSchema,
  example: {
    eyebrow: "Industry terms",
    title: "Three-way match: what it is",
    description:
      "Before a bill is paid, check it against what you ordered and what actually arrived.",
  },
});
