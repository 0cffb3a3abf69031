/**
 * What the page and the update-check worker agree on. The worker is served at the site's
 * root, so it controls every page; the build writes it, the server sends it uncached.
 */
export const SERVICE_WORKER_URL = "/sw.js";

/** The message a page posts to the waiting worker when the visitor accepts the new version. */
export const SKIP_WAITING = "SKIP_WAITING";

/** Whether a message to the worker is the page's `SKIP_WAITING`. */
export function isSkipWaiting(message: unknown): boolean {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === SKIP_WAITING
  );
}
