import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { StudioPageReader } from "../app/content/studioPages.server";
import { scriptHashSource } from "./contentSecurityPolicy";
import { pageNonceOf } from "./pageNonce";
import { RenderedPages } from "./renderedPages";

/** A server build as far as `RenderedPages` reads it. */
const build = { entry: { module: { studioPagesContext: {} } } } as unknown as ServerBuild;
const reader: StudioPageReader = { find: async () => null, list: async () => [] };

describe("a page rendered on request and kept", () => {
  it("allows only the inline scripts its renderer wrote, not one that came with its content", async () => {
    const pages = new RenderedPages(
      build,
      async (request) => {
        const nonce = pageNonceOf(request);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/u);
        return new Response(
          `<!doctype html><html><body><main><p>Block</p><script>stolen(document.cookie)</script></main>` +
            `<script nonce="${nonce}">window.__context = {}</script>` +
            `<script type="module" nonce="${nonce}">import("/assets/entry.js")</script></body></html>`,
          { headers: { "Content-Type": "text/html; charset=utf-8" } },
        );
      },
      (hashes) => `script-src 'self' ${hashes.join(" ")}`,
    );
    const page = await pages.renderOnce("http://localhost/use-case/fleet-crm", reader);
    expect(page!.policy).toBe(
      `script-src 'self' ${scriptHashSource("window.__context = {}")} ${scriptHashSource('import("/assets/entry.js")')}`,
    );
    expect(page!.policy).not.toContain(scriptHashSource("stolen(document.cookie)"));
    // The mark is out of the page, which is the same for every visitor.
    expect(page!.body).not.toContain("nonce=");
    expect(page!.body).toContain("<script>window.__context = {}</script>");
  });

  it("renders each page with a mark of its own", async () => {
    const marks: string[] = [];
    const pages = new RenderedPages(
      build,
      async (request) => {
        marks.push(pageNonceOf(request)!);
        return new Response("<p>Page</p>", { headers: { "Content-Type": "text/html" } });
      },
      (hashes) => hashes.join(" "),
    );
    await pages.renderOnce("http://localhost/a", reader);
    await pages.renderOnce("http://localhost/b", reader);
    expect(new Set(marks).size).toBe(2);
  });
});
