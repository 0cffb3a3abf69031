import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { actionSchema, frameFields } from "../../blockFields/blockFields";

/** A closing band that asks for one action. */
export const callToActionPropsSchema = z.strictObject({
  ...frameFields,
  primaryAction: actionSchema,
  secondaryAction: actionSchema.optional(),
});

/** The Call to action block. */
export const callToActionBlock = defineBlock({
  type: "CallToAction",
  label: "Call to action",
  category: "Content",
  description: "A band that asks for one action.",
  props: callToActionPropsSchema,
  example: {
    title: "Not sure where you fit?",
    description:
      "Tell us about your company and we will point you to the right plan, template or partner program.",
    background: "brand",
    primaryAction: { label: "Contact us", href: "/contact" },
    secondaryAction: { label: "See pricing", href: "/pricing" },
  },
});
