import { z } from "zod";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../fields/blockFields";

/** The visible builder plans and the licence price list, from the catalogue. */
export const pricingPlansSchema = z
  .object({
    type: z.literal("PricingPlans"),
    props: z
      .object({
        title: titleField,
        description: descriptionField.optional(),
        headingLevel: headingLevelField,
        background: backgroundField,
        showLicencePrices: z.boolean().optional().describe("Also list the licence prices."),
      })
      .strict(),
  })
  .strict()
  .describe("PricingPlans: builder plans and licence prices.");
