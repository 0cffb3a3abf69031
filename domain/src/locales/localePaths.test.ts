import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, pageAlternates } from "./localePaths";
import { isSiteLocale, SITE_LOCALES } from "./siteLocales";

describe("the site's locales", () => {
  it("are English first (the spec's default), then German and French", () => {
    expect(SITE_LOCALES).toEqual(["en", "de", "fr"]);
    expect(isSiteLocale("de")).toBe(true);
    expect(isSiteLocale("es")).toBe(false);
  });
});

describe("the locale of a path", () => {
  it.each([
    ["/", "en", "/"],
    ["/pricing", "en", "/pricing"],
    ["/de", "de", "/"],
    ["/de/pricing", "de", "/pricing"],
    ["/fr/business-app/apps/sales-quotes", "fr", "/business-app/apps/sales-quotes"],
    // A page whose first segment starts like a locale is no locale's.
    ["/design", "en", "/design"],
    ["/deutsch/pricing", "en", "/deutsch/pricing"],
    // English has no prefix: /en/pricing is a path of its own, not English's pricing.
    ["/en/pricing", "en", "/en/pricing"],
  ])("of %s is %s, page %s", (path, locale, pagePath) => {
    expect(localeOfPath(path)).toEqual({ locale, pagePath });
  });

  it("turns back into the same path", () => {
    for (const path of ["/", "/pricing", "/de", "/de/pricing", "/fr/use-case/fleet-crm"]) {
      const { locale, pagePath } = localeOfPath(path);
      expect(localizedPath(pagePath, locale)).toBe(path);
    }
  });
});

describe("a page's alternates", () => {
  const origin = "https://workcraft.example";

  it("name every translation, reciprocally, and English as x-default", () => {
    const alternates = pageAlternates("/pricing", ["fr", "en", "de"], origin);
    expect(alternates).toEqual([
      { hreflang: "en", href: "https://workcraft.example/pricing" },
      { hreflang: "de", href: "https://workcraft.example/de/pricing" },
      { hreflang: "fr", href: "https://workcraft.example/fr/pricing" },
      { hreflang: "x-default", href: "https://workcraft.example/pricing" },
    ]);
    // Each translation names the same set: the pairs are reciprocal by construction.
    expect(pageAlternates("/pricing", ["de", "en", "fr"], origin)).toEqual(alternates);
  });

  it("name the home page's translations at their prefixes", () => {
    expect(pageAlternates("/", ["en", "de"], origin).map(({ href }) => href)).toEqual([
      "https://workcraft.example/",
      "https://workcraft.example/de",
      "https://workcraft.example/",
    ]);
  });

  it("are none for a page in one locale only, and have no x-default without English", () => {
    expect(pageAlternates("/blog/first-app", ["en"], origin)).toEqual([]);
    expect(pageAlternates("/blog/first-app", [], origin)).toEqual([]);
    expect(
      pageAlternates("/de-only", ["de", "fr"], origin).map(({ hreflang }) => hreflang),
    ).toEqual(["de", "fr"]);
  });
});
