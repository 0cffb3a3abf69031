import { readyBody, type ReadyBody } from "@workcraft/api";
import type { Context } from "hono";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type {
  StudioPageReader,
  studioPagesContext as StudioPagesContext,
} from "../app/content/studioPages.server";
import { createNonce, scriptHashSource } from "./contentSecurityPolicy";
import { givePageNonce } from "./pageNonce";
import { markedInlineScripts } from "./prerenderedPageScripts";
import { CONTENT_SECURITY_POLICY } from "./securityHeaders";

import { readyResponse, type ReadyAnswer } from "./readyAnswers";

/** A page rendered once and then answered from memory: its body, in each coding, type and CSP. */
export interface RenderedPage {
  body: string;
  /** The body compressed once, each coding with its ETag. */
  ready: ReadyBody;
  contentType: string;
  /** The CSP allowing its inline scripts by hash; none for data. */
  policy: string | undefined;
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
  /** The kept pages whose render has finished, for answering without waiting. */
  readonly #done = new Map<string, RenderedPage>();
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
      if (this.#kept.size > KEPT_PAGES) {
        const oldest = this.#kept.keys().next().value!;
        this.#kept.delete(oldest);
        this.#done.delete(oldest);
      }
      void page.then((done) => {
        if (!done) this.#kept.delete(key);
        else if (this.#kept.get(key) === page) this.#done.set(key, done);
      });
    }
    return page;
  }

  /** The page kept under `key` if its render has finished, else undefined. */
  done(key: string): RenderedPage | undefined {
    return this.#done.get(key);
  }

  /** Renders the page at `url` with `reader` now, keeping nothing; null unless it answers 200. */
  async renderOnce(url: string, reader: StudioPageReader): Promise<RenderedPage | null> {
    // The renderer marks the scripts it writes with this render's nonce; only those are allowed,
    // by hash, and the mark is taken out, so the page is the same for every visitor.
    const request = new Request(url, { headers: { Accept: "text/html" } });
    const { nonce: mark } = createNonce();
    givePageNonce(request, mark);
    const response = await this.render(
      request,
      new RouterContextProvider(new Map([[this.#contextKey, reader]])),
    );
    if (response.status !== 200) return null;
    const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    if (!contentType.startsWith("text/html")) {
      const body = await response.text();
      return { body, ready: readyBody(body), contentType, policy: undefined };
    }
    const { html: body, scripts } = markedInlineScripts(await response.text(), mark);
    return {
      body,
      ready: readyBody(body),
      contentType,
      policy: this.policyAllowing(scripts.map(scriptHashSource)),
    };
  }
}

/**
 * A kept page as a ready answer with its cache rule (and when it was published, if known, and
 * what else than its coding it differs by, if anything).
 */
export function renderedAnswer(
  page: RenderedPage,
  cacheControl: string,
  modified?: Date,
  vary?: string,
): ReadyAnswer {
  const modifiedMs = modified ? Math.floor(modified.getTime() / 1000) * 1000 : undefined;
  return {
    body: page.ready,
    headers: {
      "Content-Type": page.contentType,
      "Cache-Control": cacheControl,
      ...(page.policy ? { [CONTENT_SECURITY_POLICY]: page.policy } : {}),
      ...(modifiedMs !== undefined ? { "Last-Modified": new Date(modifiedMs).toUTCString() } : {}),
      ...(vary ? { Vary: vary } : {}),
    },
    ...(modifiedMs !== undefined ? { modifiedMs } : {}),
  };
}

/**
 * Answers a kept page through Hono: compressed once when it was rendered (so the per-request
 * compression leaves it be), with its ETag per coding (304 when the browser has it), cache rule
 * and CSP.
 */
export function answerRendered(
  c: Context,
  page: RenderedPage,
  cacheControl: string,
  modified?: Date,
  vary?: string,
): Response {
  const answer = renderedAnswer(page, cacheControl, modified, vary);
  const { status, coding, headers } = readyResponse(answer, {
    acceptEncoding: c.req.header("Accept-Encoding"),
    ifNoneMatch: c.req.header("If-None-Match"),
    ifModifiedSince: c.req.header("If-Modified-Since"),
  });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (status === 304 || c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(answer.body[coding]!.bytes), 200);
}
