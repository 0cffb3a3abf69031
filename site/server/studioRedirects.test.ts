import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serveStudioRedirects } from "./studioRedirects";

/** A site whose Studio moved `/old` to `/new`, and a redirect left at `/cart` from before. */
function siteWithRedirects() {
  const moves = new Map([
    ["/old", "/new"],
    ["/cart", "/new"],
  ]);
  const app = new Hono();
  app.use(
    "*",
    serveStudioRedirects({
      redirectFrom: async (path) => moves.get(path) ?? null,
      siteOwns: (path) => path === "/cart",
    }),
  );
  app.all("*", (c) => c.text(`the router for ${c.req.path}`));
  return app;
}

describe("the Studio's redirects on the site", () => {
  it("answer 301 to where the page went, keeping the query", async () => {
    const app = siteWithRedirects();
    for (const method of ["GET", "HEAD"]) {
      const answer = await app.request("/old?utm_source=mail&q=a%20b", { method });
      expect(answer.status, method).toBe(301);
      expect(answer.headers.get("Location")).toBe("/new?utm_source=mail&q=a%20b");
    }
    expect((await app.request("/old")).headers.get("Location")).toBe("/new");
  });

  it("never answer for a path the site owns, nor a write", async () => {
    const app = siteWithRedirects();
    const cart = await app.request("/cart?x=1");
    expect(cart.status).toBe(200);
    expect(await cart.text()).toBe("the router for /cart");
    expect((await app.request("/old", { method: "POST" })).status).toBe(200);
  });
});
