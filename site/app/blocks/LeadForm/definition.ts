import { LEAD_FORM_NAMES } from "@workcraft/domain/rules";
import { z } from "zod";
import { defineBlock } from "../defineBlock";
import { actionLabelField, frameFields, itemIdField, listOf } from "../../blockFields/blockFields";

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
export const leadFormPropsSchema = z.strictObject({
  formName: z.enum(LEAD_FORM_NAMES).describe("Which form this is, as the API records it."),
  ...frameFields,
  fields: listOf(leadFieldSchema).min(1),
  submitLabel: actionLabelField("The words on the form's button."),
  successTitle: z.string().min(1),
  successMessage: z.string().min(1),
});

/** The Lead form block. */
export const leadFormBlock = defineBlock({
  type: "LeadForm",
  label: "Lead form",
  category: "Pricing and forms",
  description: "A form that sends a lead.",
  props: leadFormPropsSchema,
  example: {
    formName: "contact",
    title: "Send us a message",
    fields: [
      {
        id: "company",
        label: "Company",
        kind: "text",
        required: true,
        autoComplete: "organization",
        maxLength: 160,
      },
      {
        id: "name",
        label: "Full name",
        kind: "text",
        required: true,
        autoComplete: "name",
        maxLength: 120,
      },
      {
        id: "email",
        label: "Work email",
        kind: "email",
        required: true,
        autoComplete: "email",
        maxLength: 200,
      },
      {
        id: "phone",
        label: "Phone",
        kind: "tel",
        autoComplete: "tel",
        hint: "Optional. Add it if you would rather we call.",
        maxLength: 40,
      },
      {
        id: "topic",
        label: "Topic",
        kind: "select",
        required: true,
        options: [
          "Plans and pricing",
          "Choosing apps or a template",
          "A demo for my company",
          "Partnering with Workcraft",
          "Press and media",
          "Something else",
        ],
      },
      { id: "message", label: "Message", kind: "textarea", required: true, maxLength: 4000 },
    ],
    submitLabel: "Send message",
    successTitle: "Thank you, your message has arrived",
    successMessage: "A product specialist will reply to your work email within one business day.",
  },
});
