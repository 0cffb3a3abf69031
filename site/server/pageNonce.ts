/**
 * How the server tells React Router's renderer (`app/entry.server.tsx`) the CSP nonce of the
 * page it renders on request: in a request header that the server always sets itself,
 * replacing any a client sent. (The renderer is a separate bundle, so no shared object can
 * carry it.) Without the header, as when the build prerenders pages, no nonce is written:
 * those pages are allowed by the hashes of their scripts instead.
 */
const PAGE_NONCE_HEADER = "x-workcraft-page-nonce";

/** Gives `request` the nonce its page's inline scripts are to carry. */
export function givePageNonce(request: Request, nonce: string): void {
  request.headers.set(PAGE_NONCE_HEADER, nonce);
}

/** The nonce the server chose for this page, if it chose one. */
export function pageNonceOf(request: Request): string | undefined {
  return request.headers.get(PAGE_NONCE_HEADER) ?? undefined;
}
