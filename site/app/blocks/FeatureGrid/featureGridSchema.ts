import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  iconField,
  itemIdField,
  listOf,
  titleField,
} from "../../blockFields/blockFields";

/** A heading over a grid of short features. */
export const featureGridPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  features: listOf(
    z
      .object({
        id: itemIdField,
        icon: iconField.optional(),
        title: z.string().min(1),
        description: z.string().min(1),
      })
      .strict(),
  ).min(2),
});

export const featureGridSchema = blockOf(
  "FeatureGrid",
  featureGridPropsSchema,
  "FeatureGrid: a heading over a grid of short features.",
);
