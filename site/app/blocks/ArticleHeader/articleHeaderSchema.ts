import { z } from "zod";
import { descriptionField, titleField } from "../fields/blockFields";

/** The head of an article, post or job: title, lead and its facts. */
export const articleHeaderSchema = z
  .object({
    type: z.literal("ArticleHeader"),
    props: z
      .object({
        eyebrow: z.string().min(1).optional().describe("The section or category above the title."),
        title: titleField,
        description: descriptionField.optional(),
        date: z.iso.date().optional().describe("Publication date, YYYY-MM-DD."),
        author: z.string().min(1).optional(),
        facts: z
          .array(z.object({ label: z.string().min(1), value: z.string().min(1) }).strict())
          .optional()
          .describe("Short facts, such as a job's team, place and type."),
      })
      .strict(),
  })
  .strict()
  .describe("ArticleHeader: the head of an article, post or job.");
