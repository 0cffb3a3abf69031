import { z } from "zod";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../fields/blockFields";

/** Cards of the catalogue's templates, with their monthly price and number of apps. */
export const templateGridSchema = z
  .object({
    type: z.literal("TemplateGrid"),
    props: z
      .object({
        title: titleField,
        description: descriptionField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
      })
      .strict(),
  })
  .strict()
  .describe("TemplateGrid: the catalogue's templates.");
