import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { templateSummaries } from "../../catalogue/templateDetails";
import { frameFields } from "../../blockFields/blockFields";

/** Cards of the catalogue's templates, with their monthly price and number of apps. */
export const templateGridPropsSchema = z.strictObject({
  ...frameFields,
});

/** The Template cards block. */
export const templateGridBlock = defineBlock({
  type: "TemplateGrid",
  label: "Template cards",
  category: "Apps and templates",
  description: "The catalogue's templates.",
  props: templateGridPropsSchema,
  example: {
    title: "Templates that run a whole business line",
    description:
      "Each template installs a set of apps that already work together, on the builder plan it needs.",
    background: "subtle",
  },
  resolve: (props, { locale }) => ({ ...props, templates: templateSummaries(locale) }),
});
