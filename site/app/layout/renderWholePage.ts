import type { ReactNode } from "react";
// The web-streams build of React's server renderer, not the Node one: the Node build runs every
// render inside an AsyncLocalStorage, and once a process has used one, Node 20 tracks the context
// of every asynchronous step after it, so a single page rendered on request made every later
// answer slower (the serving bench: 43,800 prerendered pages a second before the first render,
// 37,200 after). The web-streams build uses AsyncLocalStorage only where it is a global, which
// it is not in Node 20, and needs none: a page is rendered whole before it is sent.
import { renderToReadableStream } from "react-dom/server.edge";

export interface WholePageOptions {
  /** The CSP nonce React puts on its own inline scripts, if the page has one. */
  nonce?: string;
  /** What is still loading after this long is given up (and reported to `onError`). */
  timeoutMs: number;
  /** Told of every error after the page's shell rendered; the page is still sent. */
  onError: (error: unknown) => void;
}

/**
 * Renders `page` whole, waiting for everything that loads on demand, and gives its HTML. Rejects
 * when the page's shell cannot render.
 */
export async function renderWholePage(
  page: ReactNode,
  { nonce, timeoutMs, onError }: WholePageOptions,
): Promise<string> {
  const stop = new AbortController();
  const timeoutId = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const stream = await renderToReadableStream(page, {
      ...(nonce ? { nonce } : {}),
      signal: stop.signal,
      onError,
      // The page is sent whole, so each Suspense boundary (a part hydrated apart) stays in place
      // in the HTML: never moved out to the end of the page to be put back by an inline script,
      // which React does to a large boundary by default, and which a page without script, or
      // whose CSP names its scripts, would not show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timeoutId);
  }
}
