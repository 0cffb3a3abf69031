import { describe, expect, it } from "vitest";
import {
  dataEnvelopeRequestSchema,
  getAppBySlugRequestSchema,
  listAppsFromStoreRequestSchema,
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
});
