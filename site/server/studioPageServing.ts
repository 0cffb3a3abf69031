import {
  findPublishedStudioPage,
  listPublishedStudioPages,
  studioRedirectFrom,
  type DatabaseHandle,
} from "@workcraft/api";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type {
  PublishedStudioPage,
  StudioPageReader,
  studioPagesContext as StudioPagesContext,
} from "../app/content/studioPages.server";
import { scriptHashSource } from "./contentSecurityPolicy";
import { inlineScripts } from "./prerenderedPageScripts";
import { CONTENT_SECURITY_POLICY } from "./securityHeaders";

/** What the server reads of the Studio's pages: published pages and the paths moved away from. */
export interface StudioPageSource extends StudioPageReader {
  /** Where a page published at `path` moved to, if it did. */
  redirectFrom(path: string): Promise<string | null>;
}

/** The Studio's pages in the server's database. */
export function studioPageSourceOf({ db }: DatabaseHandle): StudioPageSource {
  return {
    find: (path) => findPublishedStudioPage(db, path),
    list: () => listPublishedStudioPages(db),
    redirectFrom: (path) => studioRedirectFrom(db, path),
  };
}

/** How many rendered versions the server keeps: a page's new version pushes out the oldest. */
const KEPT_VERSIONS = 200;

/** The context the renderer's page route reads the Studio's pages from (see its module). */
function contextKeyOf(build: ServerBuild): typeof StudioPagesContext {
  const key = (build.entry.module as { studioPagesContext?: typeof StudioPagesContext })
    .studioPagesContext;
  if (!key) throw new Error("The server build's entry does not export studioPagesContext.");
  return key;
}

/** The renderer's context for one request, giving the page route `reader`. */
export function studioRenderContext(build: ServerBuild, reader: StudioPageReader) {
  const key = contextKeyOf(build);
  return () => new RouterContextProvider(new Map([[key, reader]]));
}

/** A rendered version of a page: its HTML and the CSP that allows its inline scripts. */
interface RenderedVersion {
  html: string;
  policy: string;
}

/**
 * Serves the pages the Studio published, with no build: the first request for a published
 * version renders it through the same page route as every other page (without a nonce, so the
 * HTML is the same for every visitor and its inline scripts are allowed by their hashes, as a
 * prerendered page's are), and later ones are answered from memory, revalidated by an ETag
 * that names the version and the build. Every request asks the database which version is
 * published, so a publish, unpublish or move on any server copy shows on the next request.
 * A path the Studio moved a page away from answers 301 to where it went.
 */
export function serveStudioPages({
  source,
  build,
  render,
  policyAllowing,
  cacheControl,
}: {
  source: StudioPageSource;
  build: ServerBuild;
  /** Renders a request through React Router with the given context. */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  policyAllowing: (inlineScripts: string[]) => string;
  cacheControl: string;
}): MiddlewareHandler {
  const key = contextKeyOf(build);
  const rendered = new Map<number, Promise<RenderedVersion | null>>();

  async function renderVersion(url: string, page: PublishedStudioPage) {
    const only: StudioPageReader = {
      find: async (path) => (path === page.path ? page : null),
      list: () => source.list(),
    };
    const response = await render(
      new Request(url, { headers: { Accept: "text/html" } }),
      new RouterContextProvider(new Map([[key, only]])),
    );
    if (response.status !== 200) return null;
    const html = await response.text();
    return { html, policy: policyAllowing(inlineScripts(html).map(scriptHashSource)) };
  }

  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    const movedTo = await source.redirectFrom(path);
    if (movedTo) return c.redirect(movedTo, 301);
    const page = await source.find(path);
    if (!page) return next();

    const etag = `"studio-${page.version}-${build.assets.version}"`;
    let version = rendered.get(page.version);
    if (!version) {
      const url = new URL(path, c.req.url).href;
      version = renderVersion(url, page);
      rendered.set(page.version, version);
      if (rendered.size > KEPT_VERSIONS) rendered.delete(rendered.keys().next().value!);
      // A version that failed to render is tried again by the next request.
      void version.then((done) => done ?? rendered.delete(page.version));
    }
    const done = await version;
    if (!done) return next();
    c.header("ETag", etag);
    c.header("Cache-Control", cacheControl);
    c.header("Last-Modified", page.publishedAt.toUTCString());
    c.header(CONTENT_SECURITY_POLICY, done.policy);
    // Compression marks the tag weak (`W/`) on the way out: it comes back so, and matches.
    const sent = c.req.header("If-None-Match")?.split(",") ?? [];
    if (sent.some((tag) => tag.trim().replace(/^W\//u, "") === etag)) return c.body(null, 304);
    return c.html(done.html);
  });
}
