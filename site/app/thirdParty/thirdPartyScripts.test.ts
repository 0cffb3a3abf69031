import { describe, expect, it } from "vitest";
import { thirdPartyScriptOrigins, thirdPartyScriptsFromEnvironment } from "./thirdPartyScripts";

describe("the deployment's third-party scripts", () => {
  it("are none when no variable is set, or a variable is empty", () => {
    expect(thirdPartyScriptsFromEnvironment({})).toEqual({
      companyIdentification: null,
      consent: null,
    });
    expect(
      thirdPartyScriptsFromEnvironment({ COMPANY_ID_SCRIPT_URL: " ", CONSENT_SCRIPT_URL: "" }),
    ).toEqual({ companyIdentification: null, consent: null });
  });

  it("are read from COMPANY_ID_SCRIPT_URL and CONSENT_SCRIPT_URL", () => {
    expect(
      thirdPartyScriptsFromEnvironment({
        COMPANY_ID_SCRIPT_URL: "https://identify.example.com/tag.js?account=42",
        CONSENT_SCRIPT_URL: " https://consent.example.org/banner.js ",
      }),
    ).toEqual({
      companyIdentification: "https://identify.example.com/tag.js?account=42",
      consent: "https://consent.example.org/banner.js",
    });
  });

  it("refuse anything but an absolute http(s) URL, naming the variable", () => {
    expect(() => thirdPartyScriptsFromEnvironment({ CONSENT_SCRIPT_URL: "/consent.js" })).toThrow(
      'CONSENT_SCRIPT_URL must be an absolute http(s) URL; it is "/consent.js".',
    );
    expect(() =>
      thirdPartyScriptsFromEnvironment({ COMPANY_ID_SCRIPT_URL: "javascript:alert(1)" }),
    ).toThrow(/^COMPANY_ID_SCRIPT_URL must be an absolute http\(s\) URL/);
  });

  it("name each origin once, for a Content-Security-Policy", () => {
    expect(
      thirdPartyScriptOrigins({
        companyIdentification: "https://cdn.example.com/identify.js",
        consent: "https://cdn.example.com/consent.js",
      }),
    ).toEqual(["https://cdn.example.com"]);
    expect(thirdPartyScriptOrigins({ companyIdentification: null, consent: null })).toEqual([]);
  });
});
