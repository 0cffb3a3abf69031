/** The blog list: the one page a navigation does not scroll to the top (spec section 2). */
export const BLOG_LIST_PATH = "/blog";

/** Whether a path is the blog list (with or without a trailing slash). */
export function isBlogList(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === BLOG_LIST_PATH;
}

/**
 * The key of every other page in the HTML the server renders: one fixed key, so that a page is
 * the same bytes, and has the same ETag, whichever server copy rendered it and whenever. The
 * browser never saves a position under it, as its own keys are all new ones.
 */
export const SERVER_RENDERED_KEY = "top";

let unsavedKeys = 0;

/**
 * The key React Router's ScrollRestoration saves and restores a page's scroll position under.
 * The blog list always has the same key, so arriving at it by any navigation (a link, Back)
 * returns to where the visitor left it. Every other page gets a key never used before, under
 * which no position is ever found: it opens at the top (or at its `#hash` target).
 */
export function scrollRestorationKey(location: { pathname: string }): string {
  if (isBlogList(location.pathname)) return BLOG_LIST_PATH;
  if (typeof window === "undefined") return SERVER_RENDERED_KEY;
  unsavedKeys += 1;
  return `top:${Date.now().toString(36)}:${unsavedKeys}`;
}
