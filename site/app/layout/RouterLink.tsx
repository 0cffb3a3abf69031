import type { LinkComponentProps } from "@workcraft/design-system";
import { isSitePath } from "@workcraft/domain/rules";
import { Link } from "react-router";

/** A path to a file of the site (`/sitemap.xml`, a logo), which the browser opens itself. */
const FILE_PATH = /\/[^/?#]+\.[a-z0-9]+(?:[?#]|$)/iu;

/**
 * The design system's links inside the site: React Router's Link, so navigation keeps the
 * page and its stores, and the next page's code and data are fetched when a link is hovered.
 * A link to a file, or one the browser is to download (the Studio's CSV of the leads, from the
 * API), is a plain document request: the router has no page to show for it.
 *
 * The design system hands over every address without a scheme; one the domain's link rule does
 * not call a path of the site (`/\evil.example`, which a browser follows to another host) is
 * drawn as a link that leaves the site, never through the router. The block schemas refuse such
 * addresses; this holds for any other that reaches a page.
 */
/**
 * The design system's `externalLinkRel`, written again: this module is imported where the
 * design system's styles cannot be (its test in Node), and imports only its types.
 */
const LEAVING_REL = "noopener noreferrer";

/**
 * Whether a link to `href` opens its page through the router: a path of the site that is not a
 * file. (A link the browser is to download is the browser's too.)
 */
export function opensThroughRouter(href: string): boolean {
  return isSitePath(href) && !FILE_PATH.test(href);
}

export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  if (!isSitePath(href)) {
    return (
      <a {...props} href={href} rel={props.rel ? `${LEAVING_REL} ${props.rel}` : LEAVING_REL}>
        {children}
      </a>
    );
  }
  if (!opensThroughRouter(href) || props.download !== undefined) {
    return (
      <Link to={href} reloadDocument {...props}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}
