import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { frameFields, itemIdField, listOf } from "../../blockFields/blockFields";

/** A numbered sequence: how something is done, step by step. */
export const stepsPropsSchema = z.strictObject({
  ...frameFields,
  orientation: z.enum(["horizontal", "vertical"]).optional(),
  steps: listOf(
    z
      .object({ id: itemIdField, title: z.string().min(1), description: z.string().min(1) })
      .strict(),
  ).min(2),
});

/** The Steps block. */
export const stepsBlock = defineBlock({
  type: "Steps",
  label: "Steps",
  category: "Content",
  description: "A numbered sequence.",
  props: stepsPropsSchema,
  example: {
    title: "After you sign up",
    background: "subtle",
    steps: [
      {
        id: "review",
        title: "We review your profile",
        description:
          "We look at your experience with business processes and software, and reply within two business days.",
      },
      {
        id: "workspace",
        title: "You get your practice workspace",
        description:
          "Work through the builder guides in the documentation and build a small sample workspace of your choice.",
      },
      {
        id: "listed",
        title: "You join the implementer list",
        description:
          "Once your sample workspace is reviewed, we add you to the list we share with partners and customers.",
      },
    ],
  },
});
