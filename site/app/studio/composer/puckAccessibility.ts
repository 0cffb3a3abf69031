import { vars } from "@workcraft/tokens";

/*
 * What axe finds in Puck's own markup, mended where it is drawn (Puck 0.23 gives no option for
 * these): each fix is idempotent, and an observer applies them again whenever Puck redraws.
 */

/**
 * What the editor's stylesheet adds to Puck's: its category titles are grey on grey at 4.35:1,
 * the Studio's muted text meets 4.5:1 there. Rendered by the editor, so the site's stylesheet
 * (every public page loads it) holds nothing of Puck's.
 */
export const PUCK_STYLE_MENDS = `[class*="_ComponentList-title_"] { color: ${vars.colour.textMuted}; }`;

/** The attributes whose changes may undo a fix. */
const WATCHED = ["role", "aria-label", "aria-pressed", "aria-grabbed", "title"];

/** Mends Puck's markup under `root` (the editor's document, or the preview frame's). */
export function mendPuckMarkup(root: ParentNode): void {
  // A spinner named by aria-label on a plain span: a status, so its name is read.
  for (const loader of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label]')) {
    if (!loader.hasAttribute("role")) loader.setAttribute("role", "status");
  }
  // The zoom of the preview: a select with no name.
  for (const zoom of root.querySelectorAll<HTMLElement>('select[class*="zoomSelect"]')) {
    if (!zoom.hasAttribute("aria-label")) zoom.setAttribute("aria-label", "Zoom");
  }
  // A block in the preview is a drag handle (a "button") around the block's own links and
  // buttons: a group that can be focused and dragged, not a button holding buttons.
  // Puck sets the button's attributes again when blocks are added or moved: any left are taken.
  const blocks = root.querySelectorAll<HTMLElement>(
    '[data-puck-component]:is([role="button"], [aria-pressed], [aria-grabbed])',
  );
  for (const block of blocks) {
    block.setAttribute("role", "group");
    block.removeAttribute("aria-pressed");
    block.removeAttribute("aria-grabbed");
  }
}

/** Mends Puck's markup under `root` now and after every change; returns what stops it. */
export function keepPuckMarkupMended(root: Document): () => void {
  mendPuckMarkup(root);
  const observer = new MutationObserver(() => mendPuckMarkup(root));
  observer.observe(root.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: WATCHED,
  });
  return () => observer.disconnect();
}
