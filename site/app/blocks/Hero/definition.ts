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
    eyebrow: "No-code business apps",
    title: "Business apps for every workflow, without writing code",
    description:
      "Automate sales, marketing, document management and e-learning with custom cloud apps that your team builds and runs in one workspace.",
    primaryAction: { label: "Browse the app store", href: "/business-app" },
    secondaryAction: { label: "See pricing", href: "/pricing" },
    image: {
      name: "dashboards/feature-1",
      alt: "A workspace dashboard with sales figures, open tasks and a pipeline chart",
    },
    layout: "split",
  },
  resolve: ({ image, ...props }) => ({
    ...props,
    ...(image ? { image: resolveImage(image) } : {}),
  }),
});
