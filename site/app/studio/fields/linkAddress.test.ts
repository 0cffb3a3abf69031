import { describe, expect, it } from "vitest";
import { actionSchema } from "../../blockFields/blockFields";
import {
  ADDRESS_PROBLEM,
  addressProblem,
  isHttpsAddress,
  isLinkAddress,
  isSitePath,
  linkValueOf,
} from "./linkAddress";

describe("a link's address", () => {
  it("may be a path of the site", () => {
    expect(isSitePath("/")).toBe(true);
    expect(isSitePath("/pricing")).toBe(true);
    expect(isSitePath("/apps/dashboards?tab=1#top")).toBe(true);
    expect(isSitePath("//example.com")).toBe(false);
    expect(isSitePath("/a page")).toBe(false);
    expect(isSitePath("pricing")).toBe(false);
  });

  it("may be a full https:// address with a host", () => {
    expect(isHttpsAddress("https://example.com")).toBe(true);
    expect(isHttpsAddress("https://example.com/a?b=c")).toBe(true);
    expect(isHttpsAddress("https://")).toBe(false);
    expect(isHttpsAddress("http://example.com")).toBe(false);
    expect(isHttpsAddress("HTTPS://example.com")).toBe(false);
    expect(isHttpsAddress("https://exa mple.com")).toBe(false);
  });

  it("may be a mail link, as the link schema allows", () => {
    expect(isLinkAddress("mailto:sales@example.com")).toBe(true);
    expect(isLinkAddress("mailto:")).toBe(false);
  });

  it("is told what is wrong with it unless it is empty or usable", () => {
    expect(addressProblem("")).toBeUndefined();
    expect(addressProblem("/pricing")).toBeUndefined();
    expect(addressProblem("https://example.com")).toBeUndefined();
    expect(addressProblem("pricing")).toBe(ADDRESS_PROBLEM);
    expect(addressProblem("www.example.com")).toBe(ADDRESS_PROBLEM);
    expect(addressProblem("http://example.com")).toBe(ADDRESS_PROBLEM);
  });

  it("is accepted by the link schema whenever the Studio accepts it", () => {
    for (const href of ["/", "/pricing", "https://example.com", "mailto:a@example.com"]) {
      expect(isLinkAddress(href)).toBe(true);
      expect(actionSchema.safeParse({ label: "Go", href }).success).toBe(true);
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
