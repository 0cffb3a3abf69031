import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { backgroundField } from "../../blockFields/blockFields";

/** A customer's words, attributed. */
export const testimonialPropsSchema = z.strictObject({
  quote: z.string().min(1),
  authorName: z.string().min(1),
  authorRole: z.string().min(1).optional(),
  company: z.string().min(1).optional(),
  background: backgroundField,
});

/** The Testimonial block. */
export const testimonialBlock = defineBlock({
  type: "Testimonial",
  label: "Testimonial",
  category: "Content",
  description: "A customer's words.",
  props: testimonialPropsSchema,
  example: {
    quote:
      "Our vendors used to confirm orders by email and we retyped every line. Now they log in as guests and confirm in the workspace, and our buyers see delivery dates the same day.",
    authorName: "Laura Brennan",
    authorRole: "Director of Purchasing",
    company: "A building-supplies wholesaler in the US Midwest",
  },
});
