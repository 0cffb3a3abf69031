import { z } from "zod";
import { blockOf } from "../blockOf";
import { actionSchema, descriptionField, titleField } from "../../blockFields/blockFields";
import { imageSchema } from "../../blockFields/imageField";

/** The opening band of a page: title, pitch, actions and a product picture. */
export const heroPropsSchema = z.object({
  eyebrow: z.string().min(1).optional().describe("A short line above the title."),
  title: titleField,
  description: descriptionField.optional(),
  primaryAction: actionSchema.optional(),
  secondaryAction: actionSchema.optional(),
  image: imageSchema.optional(),
  layout: z.enum(["centered", "split"]).optional().describe("Image below or beside the text."),
});

export const heroSchema = blockOf("Hero", heroPropsSchema, "Hero: the opening band of a page.");
