import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  itemIdField,
  listOf,
  titleField,
} from "../../blockFields/blockFields";

/** Questions and their answers; answers stay in the HTML for search engines. */
export const faqPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  items: listOf(
    z.object({ id: itemIdField, question: z.string().min(1), answer: z.string().min(1) }).strict(),
  ).min(1),
});

export const faqSchema = blockOf("FAQ", faqPropsSchema, "FAQ: questions and answers.");
