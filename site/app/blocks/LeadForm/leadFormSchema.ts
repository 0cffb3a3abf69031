import { LEAD_FORM_NAMES } from "@workcraft/domain/rules";
import { z } from "zod";
import { blockOf } from "../blockOf";
import {
  backgroundField,
  descriptionField,
  headingLevelField,
  itemIdField,
  listOf,
  titleField,
} from "../../blockFields/blockFields";

export const leadFieldKinds = ["text", "email", "tel", "url", "textarea", "select"] as const;

/** One field of a lead form. */
export const leadFieldSchema = z
  .object({
    id: itemIdField.describe("The field's name in the lead's data."),
    label: z.string().min(1),
    kind: z.enum(leadFieldKinds),
    required: z.boolean().optional(),
    hint: z.string().min(1).optional(),
    autoComplete: z.string().min(1).optional().describe("The HTML autocomplete token, e.g. email."),
    options: z.array(z.string().min(1)).min(2).optional().describe("The choices of a select."),
    maxLength: z.number().int().positive().optional(),
  })
  .strict()
  .refine((field) => (field.kind === "select") === (field.options !== undefined), {
    message: "A select needs options, and only a select has them",
    path: ["options"],
  });
export type LeadField = z.output<typeof leadFieldSchema>;

/** A lead form: labelled fields, validated in the browser, sent as `formName`. */
export const leadFormPropsSchema = z.object({
  formName: z.enum(LEAD_FORM_NAMES).describe("Which form this is, as the API records it."),
  title: titleField,
  description: descriptionField.optional(),
  headingLevel: headingLevelField,
  background: backgroundField,
  fields: listOf(leadFieldSchema).min(1),
  submitLabel: z.string().min(1),
  successTitle: z.string().min(1),
  successMessage: z.string().min(1),
});

export const leadFormSchema = blockOf(
  "LeadForm",
  leadFormPropsSchema,
  "LeadForm: a form that sends a lead.",
);
