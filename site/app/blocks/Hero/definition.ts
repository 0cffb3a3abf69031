import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { resolveImage } from "../../blockFields/resolveImage";
import { actionSchema, descriptionField, titleField } from "../../blockFields/blockFields";
import { imageSchema } from "../../blockFields/imageField";

/** The opening band of a page: title, pitch, actions and a product picture. */
export const heroPropsSchema = z.strictObject({
  eyebrow: z.string().min(1).optional().describe("A short line above the title."),
  title: titleField,
  description: descriptionField.optional(),
  primaryAction: actionSchema.optional(),
  secondaryAction: actionSchema.optional(),
  image: imageSchema.optional(),
  layout: z.enum(["centered", "split"]).optional().describe("Image below or beside the text."),
});

/** The Hero block. */
export const heroBlock = defineBlock({
  type: "Hero",
  label: "Hero",
  category: "Page openers",
  description: "The opening band of a page.",
  props: heroPropsSchema,
  example: {
    eyebrow: "Contact",
    title: "Talk to a person who knows the apps",
    description:
      "Ask about plans and prices, which apps fit your process, a template for your industry or a project you are planning. A product specialist answers within one business day.",
    layout: "centered",
  },
  resolve: ({ image, ...props }) => ({
    ...props,
    ...(image ? { image: resolveImage(image) } : {}),
  }),
});
