import type { LinkComponentProps } from "@workcraft/design-system";
import { Link } from "react-router";

/** A path to a file of the site (`/sitemap.xml`, a logo), which the browser opens itself. */
const FILE_PATH = /\/[^/?#]+\.[a-z0-9]+(?:[?#]|$)/iu;

/**
 * The design system's links inside the site: React Router's Link, so navigation keeps the
 * page and its stores, and the next page's code and data are fetched when a link is hovered.
 * A link to a file, or one the browser is to download (the Studio's CSV of the leads, from the
 * API), is a plain document request: the router has no page to show for it.
 */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  if (FILE_PATH.test(href) || props.download !== undefined) {
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
