import { z } from "zod";
import { actionSchema, descriptionField, titleField } from "../fields/blockFields";
import { imageSchema } from "../fields/imageField";

/** The opening band of a page: title, pitch, actions and a product picture. */
export const heroSchema = z
  .object({
    type: z.literal("Hero"),
    props: z
      .object({
        eyebrow: z.string().min(1).optional().describe("A short line above the title."),
        title: titleField,
        description: descriptionField.optional(),
        primaryAction: actionSchema.optional(),
        secondaryAction: actionSchema.optional(),
        image: imageSchema.optional(),
        layout: z
          .enum(["centered", "split"])
          .optional()
          .describe("Image below or beside the text."),
      })
      .strict(),
  })
  .strict()
  .describe("Hero: the opening band of a page.");
