import { EMAIL_ADDRESS_MESSAGE } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import type { LeadField } from "./definition";
import { leadFieldProblem } from "./leadFormValidation";

const email = { id: "email", label: "Work email", kind: "email", required: true } as const;

describe("a lead form's e-mail field", () => {
  it("checks the address by the domain's rule, with its message", () => {
    const field: LeadField = { ...email };
    expect(leadFieldProblem(field, " ada@example.com ")).toBeUndefined();
    for (const typed of ["ada", "ada@example", "ada@example.c", "a b@example.com"]) {
      expect(leadFieldProblem(field, typed), typed).toBe(EMAIL_ADDRESS_MESSAGE);
    }
    expect(leadFieldProblem(field, "")).toBe("Enter your work email");
  });
});
