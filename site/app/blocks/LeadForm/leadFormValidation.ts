import { EMAIL_ADDRESS_MESSAGE, isEmailAddress } from "@workcraft/domain/rules";
import type { LeadField } from "./definition";

/** What the visitor typed, by field id. */
export type LeadValues = Record<string, string>;

const PHONE = /^[+()\d][\d\s()+-]{5,}$/u;

/** The message for one field, or undefined when its value is fine. */
export function leadFieldProblem(field: LeadField, value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return field.required ? `Enter your ${field.label.toLowerCase()}` : undefined;
  if (field.maxLength !== undefined && trimmed.length > field.maxLength) {
    return `${field.label} must be ${field.maxLength} characters or fewer`;
  }
  if (field.kind === "email" && !isEmailAddress(trimmed)) return EMAIL_ADDRESS_MESSAGE;
  if (field.kind === "tel" && !PHONE.test(trimmed)) {
    return "Enter a phone number, with digits, spaces, + or brackets only";
  }
  if (field.kind === "url") {
    try {
      const url = new URL(trimmed.includes("://") ? trimmed : `https://${trimmed}`);
      if (!url.hostname.includes(".")) return "Enter a web address like company.com";
    } catch {
      return "Enter a web address like company.com";
    }
  }
  if (field.kind === "select" && !field.options?.includes(trimmed)) {
    return `Choose one of the options for ${field.label.toLowerCase()}`;
  }
  return undefined;
}

/** Every field's problem, by field id; empty when the form can be sent. */
export function leadFormProblems(fields: readonly LeadField[], values: LeadValues) {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = leadFieldProblem(field, values[field.id] ?? "");
    if (problem) problems[field.id] = problem;
  }
  return problems;
}
