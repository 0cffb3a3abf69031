import { TEMPLATES } from "@workcraft/domain/data";
import { z } from "zod";
import { blockOf } from "../blockOf";

const templateIds = [...new Set(TEMPLATES.map((template) => template.id))] as [string, ...string[]];

/** A template of the catalogue: its apps in order, its price variants and cart summary. */
export const templateDetailsPropsSchema = z.object({ templateId: z.enum(templateIds) });

export const templateDetailsSchema = blockOf(
  "TemplateDetails",
  templateDetailsPropsSchema,
  "TemplateDetails: one template of the catalogue, in full.",
);
