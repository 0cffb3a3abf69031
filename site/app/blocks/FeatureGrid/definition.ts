import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { frameFields, iconField, itemIdField, listOf } from "../../blockFields/blockFields";

/** A heading over a grid of short features. */
export const featureGridPropsSchema = z.strictObject({
  ...frameFields,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  features: listOf(
    z
      .object({
        id: itemIdField,
        icon: iconField.optional(),
        title: z.string().min(1),
        description: z.string().min(1),
      })
      .strict(),
  ).min(2),
});

/** The Feature grid block. */
export const featureGridBlock = defineBlock({
  type: "FeatureGrid",
  label: "Feature grid",
  category: "Content",
  description: "A heading over a grid of short features.",
  props: featureGridPropsSchema,
  example: {
    title: "Two ways to partner with us",
    columns: 2,
    features: [
      {
        id: "enterprise-consultants",
        icon: "users",
        title: "Enterprise consultants",
        description:
          "You advise distributors, wholesalers and investment firms on their operations. Use our templates and the builder to deliver a working workspace in weeks, then support the client as their needs grow.",
      },
      {
        id: "marketplace-partners",
        icon: "cart",
        title: "Marketplace partners",
        description:
          "You build software for a niche you know well. Publish your apps to the Workcraft store, next to our own, and earn from every install a customer makes.",
      },
    ],
  },
});
