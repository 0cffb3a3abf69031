import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import { VisuallyHidden } from "../VisuallyHidden";
import { isExternalHref, ProvidedLink, useLinkNotes } from "./LinkProvider";
import * as styles from "./LinkTo.css";

/**
 * What every link that leaves the site carries, whether or not it opens a new tab: `noopener`,
 * so the other site never gets a handle on this page (`window.opener`), also when a visitor
 * opens the link in a new tab themselves or a caller adds a `target` later; and `noreferrer`, so
 * this page's address (with its search terms or checkout step) is not sent along. One rule for
 * every external link, rather than one that depends on `target` and drifts between components.
 */
export const externalLinkRel = "noopener noreferrer";

/**
 * What screen-reader users hear after a link's words, in brackets: that it leads to another site,
 * that it opens a new tab, or both: "(another site, opens in a new tab)".
 */
export { linkNotes } from "./LinkProvider";

/** Whether a destination is a web page of another site (not mail or phone: those leave no page). */
export function isAnotherSiteHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

/** The caller's `rel` words after the ones every external link carries, each once. */
function externalRel(rel: string | undefined): string {
  const words = new Set([...externalLinkRel.split(" "), ...(rel ?? "").split(/\s+/)]);
  words.delete("");
  return [...words].join(" ");
}

export interface LinkToProps
  extends Omit<ComponentPropsWithoutRef<"a">, "href">, RefAttributes<HTMLAnchorElement> {
  /** Where the link goes: a path inside the site, or a full URL (or mail or phone) to leave it. */
  href: string;
  /**
   * Shows the external mark, a small arrow out of a box, after a link to another site. On by
   * default; turn it off only where the design has no room, such as an icon-only link. The
   * hidden words for screen readers stay either way (an `aria-label` replaces them: let it say
   * where the link goes).
   */
  externalMark?: boolean;
}

/**
 * The one piece that turns a destination into a link, used by Link, Button, Tag, CardLink and
 * the navigation's links. A path inside the site renders the router's link from the
 * LinkProvider. Anything else renders an `<a>` with `rel="noopener noreferrer"`; a web page of
 * another site also gets the external mark, and screen readers hear "(another site)"; a link that
 * opens a new tab says so too. `className`, `ref` and every other prop reach the anchor.
 */
export function LinkTo({ href, externalMark = true, rel, children, ...props }: LinkToProps) {
  const newTab = props.target === "_blank";
  const linkNotes = useLinkNotes();
  if (!isExternalHref(href)) {
    return (
      <ProvidedLink {...props} href={href} rel={rel}>
        {children}
        {newTab ? <VisuallyHidden> ({linkNotes.newTab})</VisuallyHidden> : null}
      </ProvidedLink>
    );
  }
  const anotherSite = isAnotherSiteHref(href);
  const notes = [anotherSite && linkNotes.anotherSite, newTab && linkNotes.newTab].filter(Boolean);
  return (
    <a {...props} href={href} rel={externalRel(rel)}>
      {children}
      {anotherSite && externalMark ? (
        <span className={styles.externalMark} data-external-mark="">
          <Icon name="external" size="text" />
        </span>
      ) : null}
      {notes.length > 0 ? <VisuallyHidden> ({notes.join(", ")})</VisuallyHidden> : null}
    </a>
  );
}
