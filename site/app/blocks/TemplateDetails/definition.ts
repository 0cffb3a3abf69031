import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { templateDetails } from "../../catalogue/templateDetails";
import { catalogueTemplateField } from "../../blockFields/catalogueFields";

/** A template of the catalogue: its apps in order, its price variants and cart summary. */
export const templateDetailsPropsSchema = z.strictObject({ templateId: catalogueTemplateField });

/** The Template details block. */
export const templateDetailsBlock = defineBlock({
  type: "TemplateDetails",
  label: "Template details",
  category: "Apps and templates",
  description: "One template of the catalogue, in full.",
  props: templateDetailsPropsSchema,
  example: { templateId: "template-b2b-commerce" },
  resolve: ({ templateId }, { locale }) => templateDetails(templateId, locale),
});
