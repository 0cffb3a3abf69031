import { z } from "zod";
import {
  actionSchema,
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../fields/blockFields";
import { imageSchema } from "../fields/imageField";

/** One feature told in a heading, a paragraph and a picture beside it. */
export const featureBlockSchema = z
  .object({
    type: z.literal("FeatureBlock"),
    props: z
      .object({
        title: titleField,
        description: descriptionField,
        headingLevel: headingLevelField,
        background: backgroundField,
        image: imageSchema,
        imagePosition: z.enum(["left", "right"]).optional(),
        link: actionSchema.optional(),
      })
      .strict(),
  })
  .strict()
  .describe("FeatureBlock: one feature with a picture beside it.");
