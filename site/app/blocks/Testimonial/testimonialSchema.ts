import { z } from "zod";
import { blockOf } from "../blockOf";
import { backgroundField } from "../../blockFields/blockFields";

/** A customer's words, attributed. */
export const testimonialPropsSchema = z.object({
  quote: z.string().min(1),
  authorName: z.string().min(1),
  authorRole: z.string().min(1).optional(),
  company: z.string().min(1).optional(),
  background: backgroundField,
});

export const testimonialSchema = blockOf(
  "Testimonial",
  testimonialPropsSchema,
  "Testimonial: a customer's words.",
);
