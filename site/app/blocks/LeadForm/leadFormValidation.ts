import { isEmailAddress } from "@workcraft/domain/rules";
import type { ShellText } from "../../i18n/shellText";
import type { LeadField } from "./definition";

/** What the visitor typed, by field id. */
export type LeadValues = Record<string, string>;

const PHONE = /^[+()\d][\d\s()+-]{5,}$/u;

/**
 * The message for one field in the page's locale (the field's label is content, in the page's
 * language already), or undefined when its value is fine.
 */
export function leadFieldProblem(
  field: LeadField,
  value: string,
  text: ShellText,
): string | undefined {
  const named = { field: field.label.toLowerCase(), label: field.label };
  const trimmed = value.trim();
  if (trimmed === "") return field.required ? text.format("form.required", named) : undefined;
  if (field.maxLength !== undefined && trimmed.length > field.maxLength) {
    return text.format("form.tooLong", { ...named, most: String(field.maxLength) });
  }
  if (field.kind === "email" && !isEmailAddress(trimmed)) return text.text("form.email");
  if (field.kind === "tel" && !PHONE.test(trimmed)) return text.text("form.phone");
  if (field.kind === "url") {
    try {
      const url = new URL(trimmed.includes("://") ? trimmed : `https://${trimmed}`);
      if (!url.hostname.includes(".")) return text.text("form.webAddress");
    } catch {
      return text.text("form.webAddress");
    }
  }
  if (field.kind === "select" && !field.options?.includes(trimmed)) {
    return text.format("form.chooseOption", named);
  }
  return undefined;
}

/** Every field's problem, by field id; empty when the form can be sent. */
export function leadFormProblems(
  fields: readonly LeadField[],
  values: LeadValues,
  text: ShellText,
) {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = leadFieldProblem(field, values[field.id] ?? "", text);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}
