import { describe, expect, it } from "vitest";
import { isPageViewAnswer, mayBePageView, queryHasPreview } from "./pageViewCounting";

describe("a view of a public page", () => {
  it.each([
    ["/", true],
    ["/pricing", true],
    ["/de/pricing", true],
    ["/pricing.data", true],
    ["/_.data", true],
    ["/studio-tips", true],
    ["/api/v2/health", false],
    ["/api/v2/images/abc-315.webp", false],
    ["/assets/entry-abc123.js", false],
    ["/images/apps/crm.webp", false],
    ["/studio", false],
    ["/studio/pages/Ab12Cd34Ef", false],
    ["/studio.data", false],
    ["/studio/_.data", false],
  ])("may be a GET of %s: %s", (path, may) => {
    expect(mayBePageView(path, false)).toBe(may);
  });

  it("is never a preview link's", () => {
    expect(mayBePageView("/pricing", true)).toBe(false);
    expect(queryHasPreview("preview=abc")).toBe(true);
    expect(queryHasPreview("a=1&preview=abc")).toBe(true);
    expect(queryHasPreview("_routes=routes%2Fpage")).toBe(false);
    expect(queryHasPreview("")).toBe(false);
  });

  it("is a page's HTML or data sent whole, never a 304, a 404, a redirect or a file", () => {
    expect(isPageViewAnswer("/pricing", 200, "text/html; charset=utf-8")).toBe(true);
    expect(isPageViewAnswer("/pricing.data", 200, "text/x-script")).toBe(true);
    expect(isPageViewAnswer("/pricing", 304, "text/html; charset=utf-8")).toBe(false);
    expect(isPageViewAnswer("/nope", 404, "text/html; charset=utf-8")).toBe(false);
    expect(isPageViewAnswer("/nope.data", 404, "text/x-script")).toBe(false);
    expect(isPageViewAnswer("/company/", 301, undefined)).toBe(false);
    expect(isPageViewAnswer("/robots.txt", 200, "text/plain; charset=utf-8")).toBe(false);
    expect(isPageViewAnswer("/sitemap.xml", 200, "application/xml")).toBe(false);
    expect(isPageViewAnswer("/third-party-scripts.json", 200, "application/json")).toBe(false);
    expect(isPageViewAnswer("/pricing/index.html", 200, "text/html; charset=utf-8")).toBe(false);
  });
});
