import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  titleField,
} from "../../blockFields/blockFields";

/** The visible builder plans and the licence price list, from the catalogue. */
export const pricingPlansPropsSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  showLicencePrices: z.boolean().optional().describe("Also list the licence prices."),
  showCalculator: z
    .boolean()
    .optional()
    .describe("Also show the price calculator (users, guests, documents, storage)."),
});

export const pricingPlansSchema = blockOf(
  "PricingPlans",
  pricingPlansPropsSchema,
  "PricingPlans: builder plans, a price calculator and licence prices.",
);
