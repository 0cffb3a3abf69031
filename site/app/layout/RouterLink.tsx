import type { LinkComponentProps } from "@workcraft/design-system";
import { Link } from "react-router";

/**
 * The design system's links inside the site: React Router's Link, so navigation keeps the
 * page and its stores, and the next page's code and data are fetched when a link is hovered.
 */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <Link to={href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}
