import { describe, expect, it } from "vitest";
import { actionSchema } from "../../blockFields/blockFields";
import { linkProblem } from "@workcraft/domain/rules";
import { addressProblem, linkValueOf } from "./linkAddress";

describe("a link's address", () => {
  it("is told what is wrong with it unless it is empty or usable, by the one link rule", () => {
    expect(addressProblem("")).toBeUndefined();
    for (const href of ["/", "/pricing", "https://example.com", "http://example.com"]) {
      expect(addressProblem(href)).toBeUndefined();
    }
    for (const href of ["pricing", "www.example.com", "/\\evil.example", "javascript:x"]) {
      expect(addressProblem(href)).toBe(linkProblem(href));
      expect(addressProblem(href)).toEqual(expect.any(String));
    }
  });

  it("is accepted by the link schema exactly when the Studio accepts it", () => {
    const addresses = ["/", "/pricing", "https://example.com", "mailto:a@example.com", "tel:+1"];
    for (const href of [...addresses, "//evil.example", "/\\evil.example", "data:text/html,x"]) {
      expect(actionSchema.safeParse({ label: "Go", href }).success).toBe(
        addressProblem(href) === undefined,
      );
    }
  });
});

describe("a link's value", () => {
  it("holds its text and address and nothing else", () => {
    expect(linkValueOf("Pricing", "/pricing")).toStrictEqual({
      label: "Pricing",
      href: "/pricing",
    });
    expect(linkValueOf("Pricing", "")).toStrictEqual({ label: "Pricing", href: "" });
  });

  it("is taken away when both parts are emptied", () => {
    expect(linkValueOf("", "")).toBeUndefined();
  });
});
