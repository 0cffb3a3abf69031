/**
 * The accessibility standard the site is held to, as axe-core's rule tags: WCAG 2.2 at levels A
 * and AA, and axe's best practices. The end-to-end tests check every page against it, and the
 * Studio checks a page's preview against it before it may be published.
 */
export const ACCESSIBILITY_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
] as const;

/** How bad an axe finding must be to hold a Studio page back from publishing. */
export const PUBLISH_BLOCKING_IMPACTS: readonly string[] = ["serious", "critical"];

/** How long the Studio's preview must rest after a change before the editor checks it with axe. */
export const PREVIEW_CHECK_DELAY_MS = 1_000;
