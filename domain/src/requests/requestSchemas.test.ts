import { describe, expect, it } from "vitest";
import {
  dataEnvelopeRequestSchema,
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
  otpCheckRequestSchema,
  otpSendRequestSchema,
} from "./requestSchemas";

describe("request schemas", () => {
  it("accepts an empty body for the store list only", () => {
    expect(listAppsFromStoreRequestSchema.safeParse({}).success).toBe(true);
    expect(listAppsFromStoreRequestSchema.safeParse({ page: 2 }).success).toBe(false);
  });

  it("accepts a slug of lower-case words joined by hyphens", () => {
    expect(getAppBySlugRequestSchema.safeParse({ slug: "venture-capital-crm" }).success).toBe(true);
    expect(getAppBySlugRequestSchema.safeParse({ slug: "../etc" }).success).toBe(false);
    expect(getAppBySlugRequestSchema.safeParse({}).success).toBe(false);
  });

  it("requires data to be an object", () => {
    expect(dataEnvelopeRequestSchema.safeParse({ data: { planId: "builder1" } }).success).toBe(
      true,
    );
    expect(dataEnvelopeRequestSchema.safeParse({ data: [] }).success).toBe(false);
  });

  it("takes an e-mail address to send a code to, trimmed and lower-cased", () => {
    expect(otpSendRequestSchema.parse({ email: " Ada@Example.COM " })).toEqual({
      email: "ada@example.com",
    });
    const bad = otpSendRequestSchema.safeParse({ email: "ada@" });
    expect(bad.error?.issues[0]?.message).toBe(
      "Enter a valid e-mail address, like name@company.com",
    );
    expect(otpSendRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Enter your e-mail address",
    );
  });

  it("takes the address and a code of exactly six digits to check", () => {
    expect(otpCheckRequestSchema.safeParse({ email: "a@b.co", code: "042917" }).success).toBe(true);
    for (const code of ["42917", "0429171", "04291a", 42917]) {
      expect(otpCheckRequestSchema.safeParse({ email: "a@b.co", code }).success, `${code}`).toBe(
        false,
      );
    }
    expect(
      otpCheckRequestSchema.safeParse({ email: "a@b.co", code: "1234" }).error?.issues[0]?.message,
    ).toBe("The code is 6 digits");
  });
});
