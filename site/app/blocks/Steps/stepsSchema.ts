import { z } from "zod";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  itemIdField,
  listOf,
  titleField,
} from "../fields/blockFields";

/** A numbered sequence: how something is done, step by step. */
export const stepsSchema = z
  .object({
    type: z.literal("Steps"),
    props: z
      .object({
        title: titleField,
        description: descriptionField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
        orientation: z.enum(["horizontal", "vertical"]).optional(),
        steps: listOf(
          z
            .object({ id: itemIdField, title: z.string().min(1), description: z.string().min(1) })
            .strict(),
        ).min(2),
      })
      .strict(),
  })
  .strict()
  .describe("Steps: a numbered sequence.");
