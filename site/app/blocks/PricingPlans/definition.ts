import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { licenceSummaries, planSummaries } from "../../catalogue/pricingSummaries";
import { frameFields } from "../../blockFields/blockFields";

/** The visible builder plans and the licence price list, from the catalogue. */
export const pricingPlansPropsSchema = z.strictObject({
  ...frameFields,
  showLicencePrices: z.boolean().optional().describe("Also list the licence prices."),
  showCalculator: z
    .boolean()
    .optional()
    .describe("Also show the price calculator (users, guests, documents, storage)."),
});

/** The Pricing plans block. */
export const pricingPlansBlock = defineBlock({
  type: "PricingPlans",
  label: "Pricing plans",
  category: "Pricing and forms",
  description: "Builder plans, a price calculator and licence prices.",
  props: pricingPlansPropsSchema,
  example: {
    title: "Two builder plans",
    description:
      "Standard suits one company with one workspace. Advanced suits groups, franchises and consultants who run up to ten workspaces from one builder seat. Prices are in US dollars a month.",
    background: "subtle",
  },
  resolve: (props, { locale }) => ({
    ...props,
    plans: planSummaries(locale),
    licences: props.showLicencePrices ? licenceSummaries(locale) : [],
  }),
});
