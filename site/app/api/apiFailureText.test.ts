import { describe, expect, it } from "vitest";
import { compileCatalogue } from "../../build-tools/messageCataloguesPlugin";
import { keepCatalogue, ShellText } from "../i18n/shellText";
import { ApiCallError, describeApiFailure } from "./apiClient";
import { describeApiFailureIn } from "./apiFailureText";

for (const locale of ["en", "de", "fr"] as const) keepCatalogue(locale, compileCatalogue(locale));

const tooMany = (retryAfterSeconds?: number) =>
  new ApiCallError("leads/submit", {
    kind: "http",
    status: 429,
    code: "too_many_requests",
    message: "Too many requests.",
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });

describe("a failed call in the page's locale", () => {
  it("says in English what describeApiFailure says", () => {
    const english = new ShellText("en");
    for (const error of [
      tooMany(42),
      tooMany(150),
      tooMany(),
      new ApiCallError("leads/submit", { kind: "timeout" }),
      new ApiCallError("leads/submit", { kind: "network" }),
      new Error("not a call"),
    ]) {
      expect(describeApiFailureIn(english, error)).toBe(describeApiFailure(error));
    }
  });

  it("says the wait in the locale's units", () => {
    // French puts a narrow no-break space between a number and its unit.
    expect(describeApiFailureIn(new ShellText("de"), tooMany(150))).toMatch(/ 3 Minuten /u);
    expect(describeApiFailureIn(new ShellText("fr"), tooMany(30))).toMatch(/ 30\ssecondes /u);
    expect(describeApiFailureIn(new ShellText("de"), tooMany(60))).toMatch(/ 1 Minute /u);
  });

  it("passes on the API's own message, and says the rest in the locale", () => {
    const refused = new ApiCallError("leads/submit", {
      kind: "http",
      status: 400,
      code: "invalid_request",
      message: "The form name is unknown.",
    });
    expect(describeApiFailureIn(new ShellText("fr"), refused)).toBe("The form name is unknown.");
    expect(
      describeApiFailureIn(new ShellText("fr"), new ApiCallError("x", { kind: "network" })),
    ).toBe("Impossible de joindre le serveur. Vérifiez que vous êtes en ligne et réessayez.");
  });
});
