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

/** A numbered sequence: how something is done, step by step. */
export const stepsPropsSchema = z.object({
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
});

export const stepsSchema = blockOf("Steps", stepsPropsSchema, "Steps: a numbered sequence.");
