import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isLocalOrigin } from "@workcraft/domain/rules";
import { DEFAULT_SITE_URL, siteUrlFrom } from "../app/config/siteUrl";
import {
  readBuiltOrigin,
  SITE_ORIGIN_FILE,
  siteOriginWarning,
  writeBuiltOrigin,
} from "./siteOrigin";

describe("SITE_URL", () => {
  it("is the site's origin, without a trailing slash, and this machine when unset", () => {
    expect(siteUrlFrom("https://www.example.com")).toBe("https://www.example.com");
    expect(siteUrlFrom("https://www.example.com/")).toBe("https://www.example.com");
    expect(siteUrlFrom("http://localhost:8080")).toBe("http://localhost:8080");
    expect(siteUrlFrom(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFrom("")).toBe(DEFAULT_SITE_URL);
  });

  it.each([
    ["www.example.com", "is not a URL"],
    ["ftp://www.example.com", "is not http or https"],
    ["https://www.example.com/shop", "has a path, query or fragment"],
    ["https://www.example.com/?lang=en", "has a path, query or fragment"],
    ["https://user:secret@www.example.com", "holds a user name or password"],
  ])("refuses %s, naming the variable", (value, why) => {
    expect(() => siteUrlFrom(value)).toThrow(/^SITE_URL must be the site's public origin/u);
    expect(() => siteUrlFrom(value)).toThrow(why);
  });

  it("knows this machine's origins", () => {
    expect(isLocalOrigin("http://localhost:3000")).toBe(true);
    expect(isLocalOrigin("http://127.0.0.1:3000")).toBe(true);
    expect(isLocalOrigin("http://[::1]:3000")).toBe(true);
    expect(isLocalOrigin("https://www.example.com")).toBe(false);
  });
});

describe("the origin a build was made for", () => {
  const folder = mkdtempSync(join(tmpdir(), "workcraft-origin-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is written beside the server build and read back", () => {
    writeBuiltOrigin(folder, "https://www.example.com");
    expect(readBuiltOrigin(folder)).toBe("https://www.example.com");
  });

  it("is unknown for a build without the file, or with a file that names no origin", () => {
    expect(readBuiltOrigin(join(folder, "missing"))).toBeUndefined();
    writeFileSync(join(folder, SITE_ORIGIN_FILE), '{"siteUrl": 3}');
    expect(readBuiltOrigin(folder)).toBeUndefined();
  });
});

describe("the server's warning at start", () => {
  it("says loudly that production pages built for localhost point search engines there", () => {
    const warning = siteOriginWarning({
      builtFor: "http://localhost:3000",
      startedWith: undefined,
      production: true,
    });
    expect(warning).toMatch(/^WARNING: these pages were built for http:\/\/localhost:3000/u);
    expect(warning).toContain("SITE_URL");
    expect(warning).toContain("canonical links");
  });

  it("says which origin the pages were built for when SITE_URL names another", () => {
    const warning = siteOriginWarning({
      builtFor: "http://localhost:3000",
      startedWith: "https://www.example.com",
      production: true,
    });
    expect(warning).toMatch(/^WARNING: these pages were built for http:\/\/localhost:3000/u);
    expect(warning).toContain("SITE_URL is https://www.example.com");
    expect(
      siteOriginWarning({
        builtFor: "https://staging.example.com",
        startedWith: "https://www.example.com",
        production: false,
      }),
    ).toMatch(
      /built for https:\/\/staging\.example\.com, but SITE_URL is https:\/\/www\.example\.com/u,
    );
  });

  it("says a build that does not record its origin should be built again", () => {
    expect(
      siteOriginWarning({ builtFor: undefined, startedWith: undefined, production: true }),
    ).toMatch(/^WARNING: this build does not record the origin it was built for/u);
  });

  it("stays quiet when the pages were built for the origin the server is told, or in development", () => {
    const quiet = [
      { builtFor: "https://www.example.com", startedWith: undefined, production: true },
      {
        builtFor: "https://www.example.com",
        startedWith: "https://www.example.com",
        production: true,
      },
      { builtFor: "http://localhost:3000", startedWith: "http://localhost:3000", production: true },
      { builtFor: "http://localhost:3000", startedWith: undefined, production: false },
    ];
    for (const situation of quiet)
      expect(siteOriginWarning(situation), JSON.stringify(situation)).toBeUndefined();
  });

  it("never says 'error', so a log search for failures does not find a start that went well", () => {
    const warning = siteOriginWarning({
      builtFor: "http://localhost:3000",
      startedWith: undefined,
      production: true,
    });
    expect(warning).not.toMatch(/error/iu);
  });
});
