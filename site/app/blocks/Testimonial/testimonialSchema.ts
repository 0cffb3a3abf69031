import { z } from "zod";
import { backgroundField } from "../fields/blockFields";

/** A customer's words, attributed. */
export const testimonialSchema = z
  .object({
    type: z.literal("Testimonial"),
    props: z
      .object({
        quote: z.string().min(1),
        authorName: z.string().min(1),
        authorRole: z.string().min(1).optional(),
        company: z.string().min(1).optional(),
        background: backgroundField,
      })
      .strict(),
  })
  .strict()
  .describe("Testimonial: a customer's words.");
