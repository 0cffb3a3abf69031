import { ServerRouter, type EntryContext } from "react-router";
import { pageNonceOf } from "../server/pageNonce";
import { PageNonceContext } from "./layout/pageNonce";
import { renderWholePage } from "./layout/renderWholePage";
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
  const html = await renderWholePage(
    <PageNonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </PageNonceContext>,
    {
      nonce,
      // What is still loading a second after React Router stops waiting for data is given up.
      timeoutMs: streamTimeout + 1000,
      onError(error) {
        status = 500;
        console.error(error);
      },
    },
  );
  return new Response(scriptsAfterFirstPaint(html), { headers: responseHeaders, status });
}

/** The page route's reader of the Studio's pages, for the server to give (see its module). */
export { studioPagesContext } from "./content/studioPages.server";
/** The build's rules for publishing a Studio page, for the server to give the API. */
export { studioPageRules } from "./content/studioPageRules.server";
