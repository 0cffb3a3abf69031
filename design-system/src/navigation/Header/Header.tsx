import { cva } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { Container } from "../../layout/Container";
import { MegaMenu } from "../MegaMenu";
import type { MenuItem } from "../MegaMenu/menuItem";
import { MobileMenu } from "../MobileMenu";
import * as styles from "./Header.css";
import { STICKY_HEADER_OFFSET, useScrolledPast } from "./useScrolledPast";

export const headerVariants = cva(styles.base, {
  variants: { stuck: { true: styles.stuck, false: "" } },
  defaultVariants: { stuck: false },
});

export interface HeaderProps extends ComponentProps<"header"> {
  /** The brand mark, usually a link home. */
  logo: ReactNode;
  /** The top menu's entries, in the spec's menu item shape. */
  items: MenuItem[];
  /** Entries only the mobile menu adds (the spec: Documentation and Support). */
  mobileItems?: MenuItem[];
  /** Calls to action at the end of the row (from `tablet` up) and in the mobile menu. */
  actions?: ReactNode;
  /** Sticks to the top once the page has scrolled 250 px or more. */
  sticky?: boolean;
  /** The element that scrolls, when it is not the window. */
  scrollContainer?: HTMLElement | null;
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
  /** Names the navigation landmarks. */
  menuLabel?: string;
}

/**
 * The site's top bar: logo, mega-menu and actions; below the `desktop` breakpoint the menu
 * folds into the mobile menu's button. `data-sticky` tells whether it is stuck right now.
 */
export function Header({
  logo,
  items,
  mobileItems,
  actions,
  sticky = false,
  scrollContainer,
  currentRoute,
  menuLabel = "Main",
  className,
  ...props
}: HeaderProps) {
  const stuck = useScrolledPast(STICKY_HEADER_OFFSET, sticky, scrollContainer);
  return (
    <header
      data-slot="header"
      data-sticky={stuck}
      className={headerVariants({ stuck, className })}
      {...props}
    >
      <Container className={styles.inner}>
        <div className={styles.logo}>{logo}</div>
        <div className={styles.menu}>
          <div className={styles.desktopOnly}>
            <MegaMenu items={items} label={menuLabel} currentRoute={currentRoute} />
          </div>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <div className={styles.mobileOnly}>
          <MobileMenu
            items={items}
            extraItems={mobileItems}
            logo={logo}
            actions={actions}
            currentRoute={currentRoute}
            label={menuLabel}
          />
        </div>
      </Container>
    </header>
  );
}
