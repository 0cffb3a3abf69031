import { z } from "zod";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  itemIdField,
  listOf,
  titleField,
} from "../fields/blockFields";

/** Questions and their answers; answers stay in the HTML for search engines. */
export const faqSchema = z
  .object({
    type: z.literal("FAQ"),
    props: z
      .object({
        title: titleField,
        description: descriptionField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
        items: listOf(
          z
            .object({ id: itemIdField, question: z.string().min(1), answer: z.string().min(1) })
            .strict(),
        ).min(1),
      })
      .strict(),
  })
  .strict()
  .describe("FAQ: questions and answers.");
