import { describe, expect, it } from "vitest";
import { LINK_PATTERN, isSitePath, linkKindOf, linkProblem } from "./linkRule";
import { linkSchema } from "./linkSchema";

/** Addresses a link may hold, with the kind the rule gives each. */
const allowed = [
  ["/", "site"],
  ["/pricing", "site"],
  ["/apps/dashboards?tab=1#top", "site"],
  ["/media-kit/workcraft-logo.svg", "site"],
  ["/%5Cnot-a-backslash", "site"],
  ["https://example.com", "web"],
  ["https://example.com/a?b=c#d", "web"],
  ["https://Example.com/", "web"],
  ["http://example.com", "web"],
  ["https://user@example.com:8443/a", "web"],
  ["https://[2001:db8::1]/", "web"],
  ["https://münchen.example/", "web"],
  ["mailto:press@workcraft.example", "mail"],
  ["mailto:press@workcraft.example?subject=Hello", "mail"],
  ["tel:+1-555-0100", "phone"],
  ["tel:+44(0)20.7946.0000", "phone"],
] as const;

/** Addresses no link may hold: other schemes, and paths a browser follows off the site. */
const refused = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "javascript:/pricing",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://example.com",
  "blob:https://example.com/1",
  "//evil.example",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/ /evil.example",
  "/\u00a0/evil.example",
  "/\u0000/evil.example",
  "/pricing\\..\\..\\x",
  "HTTPS://example.com",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "https://",
  "http://",
  "https://exa mple.com",
  "https://[",
  "https://@",
  "https://example.com:port",
  "https://user@",
  "pricing",
  "./pricing",
  "../pricing",
  "#top",
  "?q=1",
  "www.example.com",
  "mailto:",
  "mailto:nobody",
  "tel:",
  "tel:call-me",
  "",
] as const;

describe("the link rule", () => {
  it.each(allowed)("takes %j as a %s link", (href, kind) => {
    expect(linkKindOf(href)).toBe(kind);
    expect(linkProblem(href)).toBeUndefined();
    expect(linkSchema.safeParse(href).success).toBe(true);
  });

  it.each(refused)("refuses %j", (href) => {
    expect(linkKindOf(href)).toBeUndefined();
    expect(linkProblem(href)).toEqual(expect.any(String));
    expect(linkSchema.safeParse(href).success).toBe(false);
  });

  it("calls a site path only what stays on the site", () => {
    expect(isSitePath("/pricing")).toBe(true);
    for (const href of ["//evil.example", "/\\evil.example/x", "/\t/evil.example", "https://a.b"]) {
      expect(isSitePath(href)).toBe(false);
    }
  });

  it("says why, naming the address", () => {
    expect(linkProblem("javascript:alert(1)")).toBe(
      'Links may not use "javascript:": use a page of the site (/pricing), https://, http://, mailto: or tel:',
    );
    expect(linkProblem("//evil.example")).toBe(
      '"//evil.example" leads to another site: a page of the site starts with one / and no \\ (/pricing)',
    );
    expect(linkProblem("/\\evil.example/x")).toMatch(
      /^"\/\\evil\.example\/x" leads to another site/u,
    );
    expect(linkProblem("/a b")).toBe(
      '"/a b" holds a space or an invisible character: write the address without them',
    );
    expect(linkProblem("")).toBe("A link needs an address");
  });

  it("is one pattern, which the JSON Schema of content files carries", () => {
    const pattern = new RegExp(LINK_PATTERN, "u");
    for (const [href] of allowed) expect(pattern.test(href), href).toBe(true);
    for (const href of refused) {
      expect(pattern.test(href), JSON.stringify(href)).toBe(false);
    }
  });
});
