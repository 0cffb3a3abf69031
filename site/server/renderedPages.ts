import { createHash } from "node:crypto";
import type { Context } from "hono";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type {
  StudioPageReader,
  studioPagesContext as StudioPagesContext,
} from "../app/content/studioPages.server";
import { scriptHashSource } from "./contentSecurityPolicy";
import { inlineScripts } from "./prerenderedPageScripts";
import { CONTENT_SECURITY_POLICY } from "./securityHeaders";

/** A page rendered once and then answered from memory: its body, type, CSP and ETag. */
export interface RenderedPage {
  body: string;
  contentType: string;
  /** The CSP allowing its inline scripts by hash; none for data. */
  policy: string | undefined;
  etag: string;
}

/** How many rendered pages the server keeps: a new one pushes out the oldest. */
const KEPT_PAGES = 500;

/** The context the renderer's page route reads the Studio's pages from (see its module). */
export function studioContextKey(build: ServerBuild): typeof StudioPagesContext {
  const key = (build.entry.module as { studioPagesContext?: typeof StudioPagesContext })
    .studioPagesContext;
  if (!key) throw new Error("The server build's entry does not export studioPagesContext.");
  return key;
}

/**
 * Renders pages through React Router without a nonce, so the HTML is the same for every visitor
 * and its inline scripts are allowed by their hashes, as a prerendered page's are, and keeps
 * them by a key the caller chooses (a page's published version, a path with the Studio's lists).
 * The first request for a key renders it; later ones share that render. A render that fails is
 * tried again by the next request.
 */
export class RenderedPages {
  readonly #kept = new Map<string, Promise<RenderedPage | null>>();
  readonly #contextKey: typeof StudioPagesContext;

  constructor(
    build: ServerBuild,
    private readonly render: (
      request: Request,
      context: RouterContextProvider,
    ) => Promise<Response>,
    private readonly policyAllowing: (inlineScripts: string[]) => string,
  ) {
    this.#contextKey = studioContextKey(build);
  }

  /** The page kept under `key`, rendered from `url` with `reader` when it is not kept. */
  get(key: string, url: string, reader: StudioPageReader): Promise<RenderedPage | null> {
    let page = this.#kept.get(key);
    if (!page) {
      page = this.renderOnce(url, reader);
      this.#kept.set(key, page);
      if (this.#kept.size > KEPT_PAGES) this.#kept.delete(this.#kept.keys().next().value!);
      void page.then((done) => done ?? this.#kept.delete(key));
    }
    return page;
  }

  /** Renders the page at `url` with `reader` now, keeping nothing; null unless it answers 200. */
  async renderOnce(url: string, reader: StudioPageReader): Promise<RenderedPage | null> {
    const response = await this.render(
      new Request(url, { headers: { Accept: "text/html" } }),
      new RouterContextProvider(new Map([[this.#contextKey, reader]])),
    );
    if (response.status !== 200) return null;
    const body = await response.text();
    const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const html = contentType.startsWith("text/html");
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    return {
      body,
      contentType,
      policy: html ? this.policyAllowing(inlineScripts(body).map(scriptHashSource)) : undefined,
      etag: `"r-${digest}"`,
    };
  }
}

/**
 * Answers a kept page: its ETag (304 when the browser has it), cache rule and CSP. Compression
 * marks the tag weak (`W/`) on the way out: it comes back so, and matches.
 */
export function answerRendered(c: Context, page: RenderedPage, cacheControl: string): Response {
  c.header("ETag", page.etag);
  c.header("Cache-Control", cacheControl);
  if (page.policy) c.header(CONTENT_SECURITY_POLICY, page.policy);
  const sent = c.req.header("If-None-Match")?.split(",") ?? [];
  if (sent.some((tag) => tag.trim().replace(/^W\//u, "") === page.etag)) return c.body(null, 304);
  c.header("Content-Type", page.contentType);
  return c.body(page.body);
}
