import { describe, expect, it } from "vitest";
import { experimentAudience, type AudienceRequest } from "./experimentAudience";

const visitor: AudienceRequest = {
  globalPrivacyControl: undefined,
  experimentsConsent: undefined,
  crawler: false,
  studioPerson: false,
  visitorId: "a1B2c3D4e5",
};

describe("whom an experiment counts", () => {
  it("counts a visitor with an id who asked for nothing else", () => {
    expect(experimentAudience(visitor)).toEqual({ counted: true, visitorId: "a1B2c3D4e5" });
    expect(experimentAudience({ ...visitor, globalPrivacyControl: "0" }).counted).toBe(true);
    expect(experimentAudience({ ...visitor, experimentsConsent: "given" }).counted).toBe(true);
  });

  it.each([
    [{ globalPrivacyControl: "1" }, "global-privacy-control"],
    [{ globalPrivacyControl: " 1 " }, "global-privacy-control"],
    [{ experimentsConsent: "refused" }, "consent-refused"],
    [{ crawler: true }, "crawler"],
    [{ studioPerson: true }, "studio-person"],
    [{ visitorId: undefined }, "no-visitor-id"],
  ] as const)("shows %o the control, counted nowhere (%s)", (change, reason) => {
    expect(experimentAudience({ ...visitor, ...change })).toEqual({ counted: false, reason });
  });
});
