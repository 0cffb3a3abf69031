import { PageViewCounts, type AppDatabase } from "@workcraft/api";
import { EXPERIMENTS_CONSENT_COOKIE, STUDIO_SESSION_COOKIE } from "@workcraft/domain/rules";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  countPageViews,
  isPageViewAnswer,
  mayBePageView,
  queryHasPreview,
} from "./pageViewCounting";

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

describe("the views the site's app counts", () => {
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
  /** An app with a page, a page's data, a file, an API call and a 404, counting its views. */
  function countingApp() {
    // Counting never asks the database; only a flush would.
    const pageViews = new PageViewCounts(undefined as unknown as AppDatabase);
    const app = new Hono();
    app.use(countPageViews(pageViews));
    app.get("/api/v2/health", (c) => c.html("<p>not a page</p>"));
    app.get("/robots.txt", (c) => c.text("User-agent: *"));
    app.get("/pricing.data", (c) => c.body("[]", 200, { "Content-Type": "text/x-script" }));
    app.get("/studio", (c) => c.html("<h1>Studio</h1>"));
    app.get("/:page", (c) =>
      c.req.param("page") === "nope" ? c.html("<h1>Not found</h1>", 404) : c.html("<h1>Page</h1>"),
    );
    app.get("/", (c) => c.html("<h1>Home</h1>"));
    const get = (address: string, headers: Record<string, string> = {}, method = "GET") =>
      app.request(address, { method, headers: { "User-Agent": BROWSER, ...headers } });
    return { pageViews, get };
  }

  it("counts a page's HTML and data at the page's path, and nothing else", async () => {
    const { pageViews, get } = countingApp();
    await get("/pricing");
    await get("/pricing.data?_routes=routes%2Fpage");
    await get("/");
    await get("/pricing", {}, "HEAD");
    await get("/pricing?preview=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg");
    await get("/nope");
    await get("/robots.txt");
    await get("/api/v2/health");
    await get("/studio");
    await get("/pricing", { "User-Agent": "" });
    await get("/pricing", { "Sec-GPC": "1" });
    await get("/pricing", { Cookie: `${EXPERIMENTS_CONSENT_COOKIE}=refused` });
    await get("/pricing", { Cookie: `${STUDIO_SESSION_COOKIE}=token` });
    expect(pageViews.pending().map(({ path, views }) => [path, views])).toEqual([
      ["/pricing", 2],
      ["/", 1],
    ]);
  });
});
