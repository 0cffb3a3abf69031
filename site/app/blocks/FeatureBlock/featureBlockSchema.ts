import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  actionSchema,
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";
import { imageSchema } from "../../blockFields/imageField";

/** One feature told in a heading, a paragraph and a picture beside it. */
export const featureBlockPropsSchema = z.object({
  title: titleField,
  description: descriptionField,
  headingLevel: headingLevelField,
  background: backgroundField,
  image: imageSchema,
  imagePosition: z.enum(["left", "right"]).optional(),
  link: actionSchema.optional(),
});

export const featureBlockSchema = blockOf(
  "FeatureBlock",
  featureBlockPropsSchema,
  "FeatureBlock: one feature with a picture beside it.",
);
