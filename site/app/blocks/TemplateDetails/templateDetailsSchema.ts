import { TEMPLATES } from "@workcraft/domain/data";
import { z } from "zod";

const templateIds = [...new Set(TEMPLATES.map((template) => template.id))] as [string, ...string[]];

/** A template of the catalogue: its apps in order, its price variants and cart summary. */
export const templateDetailsSchema = z
  .object({
    type: z.literal("TemplateDetails"),
    props: z.object({ templateId: z.enum(templateIds) }).strict(),
  })
  .strict()
  .describe("TemplateDetails: one template of the catalogue, in full.");
