import { z } from "zod";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../fields/blockFields";

/** The roadmap's apps with their votes. */
export const roadmapSchema = z
  .object({
    type: z.literal("Roadmap"),
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
  .describe("Roadmap: the apps we may build next, with their votes.");
