import { EMAIL_ADDRESS_MESSAGE } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "../../../build-tools/messageCataloguesPlugin";
import { keepCatalogue, ShellText } from "../../i18n/shellText";
import type { LeadField } from "./definition";
import { leadFieldProblem } from "./leadFormValidation";

keepCatalogue("en", compileCatalogue("en"));
keepCatalogue("de", compileCatalogue("de"));
const english = new ShellText("en");
const german = new ShellText("de");

const email = { id: "email", label: "Work email", kind: "email", required: true } as const;

describe("a lead form's e-mail field", () => {
  it("checks the address by the domain's rule, with its message", () => {
    const field: LeadField = { ...email };
    expect(leadFieldProblem(field, " ada@example.com ", english)).toBeUndefined();
    for (const typed of ["ada", "ada@example", "ada@example.c", "a b@example.com"]) {
      expect(leadFieldProblem(field, typed, english), typed).toBe(EMAIL_ADDRESS_MESSAGE);
    }
    expect(leadFieldProblem(field, "", english)).toBe("Enter your work email");
  });

  it("says its problems in the page's locale, naming the field by its label", () => {
    const field: LeadField = { ...email, label: "Geschäftliche E-Mail" };
    expect(leadFieldProblem(field, "", german)).toBe(
      "Bitte füllen Sie „Geschäftliche E-Mail“ aus.",
    );
    expect(leadFieldProblem(field, "ada", german)).toBe(
      "Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de",
    );
  });
});
