import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Container } from "../../layout/Container";
import { MenuLink } from "../MegaMenu/MenuLink";
import type { NavigationLink } from "../navigationLink";
import * as styles from "./TopBar.css";

export interface TopBarProps
  extends ComponentPropsWithoutRef<"header">, RefAttributes<HTMLElement> {
  /** The brand mark, usually a link home. */
  logo?: ReactNode;
  /** The links, in order (the spec's media layout: Home, Support, Business App Store). */
  links: readonly NavigationLink[];
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
  /** Names the navigation landmark. */
  label?: string;
}

/** The simple top bar of the media and news layout: a logo and a few links. */
export function TopBar({
  logo,
  links,
  currentRoute,
  label = "Main",
  className,
  ...props
}: TopBarProps) {
  return (
    <header data-slot="top-bar" className={cx(styles.base, className)} {...props}>
      <Container className={styles.inner}>
        {logo ? <div>{logo}</div> : null}
        <nav aria-label={label}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <MenuLink
                  href={link.href}
                  className={styles.link}
                  aria-current={link.href === currentRoute ? "page" : undefined}
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
