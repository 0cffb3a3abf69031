import { z } from "zod";
import {
  actionSchema,
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../fields/blockFields";

/** A closing band that asks for one action. */
export const callToActionSchema = z
  .object({
    type: z.literal("CallToAction"),
    props: z
      .object({
        title: titleField,
        description: descriptionField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
        primaryAction: actionSchema,
        secondaryAction: actionSchema.optional(),
      })
      .strict(),
  })
  .strict()
  .describe("CallToAction: a band that asks for one action.");
