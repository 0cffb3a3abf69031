import { describe, expect, it } from "vitest";
import { createId } from "../ids/createId";
import { getAppBySlugRequestSchema, listAppsFromStoreRequestSchema } from "./appStoreCalls";
import { otpCheckRequestSchema, otpSendRequestSchema } from "./oneTimeCodeCalls";
import { executeCheckoutRequestSchema, projectOrderRequestSchema } from "./projectCheckoutCalls";
import { visitorIdSchema } from "./roadmapCalls";

const checkoutId = "Ab3dE5gH9k";

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

  it("requires the order to be an object in data", () => {
    const order = { workspaceName: "Acme", email: "a@b.co", appIds: ["kanban-board"], users: 1 };
    expect(projectOrderRequestSchema.safeParse({ data: order }).success).toBe(true);
    for (const data of [[], "order", null, undefined]) {
      expect(projectOrderRequestSchema.safeParse({ data }).error?.issues[0]?.message).toBe(
        "Send the order as an object",
      );
    }
  });

  it("executes a checkout named by its id", () => {
    expect(executeCheckoutRequestSchema.safeParse({ data: { checkoutId } }).success).toBe(true);
    for (const id of ["short", `${checkoutId}x`, "Ab3dE5gH9!", 42]) {
      expect(
        executeCheckoutRequestSchema.safeParse({ data: { checkoutId: id } }).success,
        String(id),
      ).toBe(false);
    }
  });

  it("takes an e-mail address to send a code to, trimmed and lower-cased", () => {
    expect(otpSendRequestSchema.parse({ email: " Ada@Example.COM ", checkoutId })).toEqual({
      email: "ada@example.com",
      checkoutId,
    });
    const bad = otpSendRequestSchema.safeParse({ email: "ada@", checkoutId });
    expect(bad.error?.issues[0]?.message).toBe(
      "Enter a valid e-mail address, like name@company.com",
    );
    expect(otpSendRequestSchema.safeParse({ checkoutId }).error?.issues[0]?.message).toBe(
      "Enter your e-mail address",
    );
  });

  it("takes the address and a code of exactly six digits to check", () => {
    expect(
      otpCheckRequestSchema.safeParse({ email: "a@b.co", checkoutId, code: "042917" }).success,
    ).toBe(true);
    for (const code of ["42917", "0429171", "04291a", 42917]) {
      expect(
        otpCheckRequestSchema.safeParse({ email: "a@b.co", checkoutId, code }).success,
        `${code}`,
      ).toBe(false);
    }
    expect(
      otpCheckRequestSchema.safeParse({ email: "a@b.co", checkoutId, code: "1234" }).error
        ?.issues[0]?.message,
    ).toBe("The code is 6 digits");
  });

  it("names a visitor by a 10-character id, or by the UUID an earlier visit stored", () => {
    for (let i = 0; i < 20; i += 1)
      expect(visitorIdSchema.safeParse(createId()).success).toBe(true);
    // Browsers that voted before ids were 10 characters keep a UUID: their votes stay theirs.
    expect(visitorIdSchema.safeParse("0b6f3c1e-5a2d-4f8b-9c7e-1d2a3b4c5d6e").success).toBe(true);
    for (const id of ["", "Ab3dE5gH9", "Ab3dE5gH9kL", "Ab3dE5gH9-", "not-a-uuid", 1234567890]) {
      expect(visitorIdSchema.safeParse(id).success, `${id}`).toBe(false);
    }
    expect(visitorIdSchema.safeParse("nope").error?.issues[0]?.message).toBe(
      "Send the visitor's id, as the site made it, in X-Visitor-Id",
    );
  });
});
