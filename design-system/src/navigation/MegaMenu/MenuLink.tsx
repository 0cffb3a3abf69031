import { LinkTo, type LinkToProps } from "../../typography/Link";

export interface MenuLinkProps extends LinkToProps {
  /** Opens in a new tab; LinkTo tells assistive technology so. */
  newTab?: boolean;
}

/**
 * An unstyled navigation link (menus, footer, top bar, breadcrumbs, menu strip), through LinkTo:
 * the router's link inside the site, an anchor with the external mark outside it.
 */
export function MenuLink({ newTab = false, ...props }: MenuLinkProps) {
  return <LinkTo target={newTab ? "_blank" : undefined} {...props} />;
}
