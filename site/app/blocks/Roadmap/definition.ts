import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { roadmapEntries } from "../../catalogue/pricingSummaries";
import { frameFields } from "../../blockFields/blockFields";

/** The roadmap's apps with their votes. */
export const roadmapPropsSchema = z.strictObject({
  ...frameFields,
});

/** The Roadmap block. */
export const roadmapBlock = defineBlock({
  type: "Roadmap",
  label: "Roadmap",
  category: "Pricing and forms",
  description: "The apps we may build next, with their votes.",
  props: roadmapPropsSchema,
  example: {
    title: "What we build next is up to you",
    description:
      "These apps are on our roadmap. The counts show how many teams have asked for each.",
  },
  resolve: (props, { locale }) => ({ ...props, items: roadmapEntries(locale) }),
});
