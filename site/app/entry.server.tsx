// The web-streams build of React's server renderer, not the Node one: the Node build runs every
// render inside an AsyncLocalStorage, and once a process has used one, Node 20 tracks the context
// of every asynchronous step after it, so a single page rendered on request made every later
// answer slower (the serving bench: 43,800 prerendered pages a second before the first render,
// 37,200 after). The web-streams build uses AsyncLocalStorage only where it is a global, which
// it is not in Node 20, and needs none: a page is rendered whole before it is sent.
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type EntryContext } from "react-router";
import { pageNonceOf } from "../server/pageNonce";
import { PageNonceContext } from "./layout/pageNonce";
import { scriptsAfterFirstPaint } from "./layout/scriptsAfterFirstPaint";

export const streamTimeout = 5_000;

/**
 * Renders every page whole before sending it: block views that load on demand are resolved
 * first, so the HTML (prerendered or not) holds all of a page's content, as search engines and
 * the first paint need, and no streaming placeholders or inline swap scripts. Its scripts then
 * start after its first paint (`scriptsAfterFirstPaint`).
 *
 * A page rendered on request gets the CSP nonce the server chose for it on every inline script
 * (React Router's, through `ServerRouter`, React's own, and the site's own, through
 * `PageNonceContext`); prerendered pages get none.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Named, so no browser has to guess how the pages' text beyond ASCII is encoded.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = pageNonceOf(request);
  let status = responseStatusCode;
  // What is still loading a second after React Router stops waiting for data is given up.
  const stop = new AbortController();
  const timeoutId = setTimeout(() => stop.abort(), streamTimeout + 1000);
  try {
    // Rejects when the page's shell cannot render.
    const stream = await renderToReadableStream(
      <PageNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageNonceContext>,
      {
        nonce,
        signal: stop.signal,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await stream.allReady;
    const html = scriptsAfterFirstPaint(await new Response(stream).text());
    return new Response(html, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timeoutId);
  }
}

/** The page route's reader of the Studio's pages, for the server to give (see its module). */
export { studioPagesContext } from "./content/studioPages.server";
/** The build's rules for publishing a Studio page, for the server to give the API. */
export { studioPageRules } from "./content/studioPageRules.server";
