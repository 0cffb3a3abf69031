import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "./contentSecurityPolicy";

describe("the site's Content-Security-Policy", () => {
  it("allows scripts from the site, the named inline scripts and the third-party origins only", () => {
    const policy = contentSecurityPolicy({
      thirdPartyOrigins: ["https://consent.example.org"],
      inlineScripts: ["'sha256-abc='"],
    });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' https://consent.example.org");
    expect(policy).not.toMatch(/unsafe-eval/u);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy.split("; ")).toContain(directive);
    }
  });

  it("makes a different nonce for every answer", () => {
    const first = createNonce();
    const second = createNonce();
    expect(first.nonce).not.toBe(second.nonce);
    expect(Buffer.from(first.nonce, "base64")).toHaveLength(16);
    expect(first.source).toBe(`'nonce-${first.nonce}'`);
  });
});
