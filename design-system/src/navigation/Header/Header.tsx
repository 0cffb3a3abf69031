import { media } from "@workcraft/tokens";
import { cva } from "class-variance-authority";
import {
  useEffect,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from "react";
import { KeptWhileHidden } from "../../hydration/KeptWhileHidden";
import { Container } from "../../layout/Container";
import { dataFlag } from "../../styles/dataAttributes";
import { MegaMenu } from "../MegaMenu";
import { isFollowable, type MenuItem } from "../MegaMenu/menuItem";
import { MenuStrip } from "../MenuStrip";
import { MobileMenu } from "../MobileMenu";
import type { NavigationLink } from "../navigationLink";
import * as styles from "./Header.css";
import { STICKY_HEADER_OFFSET, useScrolledPast } from "./useScrolledPast";

const headerDefaults = { stuck: false } as const;

export const headerVariants = cva(styles.base, {
  variants: { stuck: { true: styles.stuck, false: "" } },
  defaultVariants: headerDefaults,
});

export interface HeaderProps
  extends ComponentPropsWithoutRef<"header">, RefAttributes<HTMLElement> {
  /** The brand mark, usually a link home. */
  logo: ReactNode;
  /** The top menu's entries, in the spec's menu item shape; none leaves the menus out. */
  items: MenuItem[];
  /** Entries only the mobile menu adds (the spec: Documentation and Support). */
  mobileItems?: MenuItem[];
  /** Calls to action at the end of the row (from `tablet` up) and in the mobile menu. */
  actions?: ReactNode;
  /** Sticks to the top once the page has scrolled 250 px or more. */
  sticky?: boolean;
  /** Called with whether the header is stuck, when that changes (and once at first). */
  onStuckChange?: (stuck: boolean) => void;
  /** The mobile menu is expanded, when the caller controls it. */
  mobileMenuOpen?: boolean;
  /** Called with the new state when the mobile menu expands or collapses. */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** The element that scrolls, when it is not the window. */
  scrollContainer?: HTMLElement | null;
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
  /** Names the navigation landmarks. */
  menuLabel?: string;
  /** The words of the header's own controls, in the page's language (English if none). */
  labels?: HeaderLabels;
}

/** What the header's controls say: the mobile menu's button, title and close, the strip's arrows. */
export interface HeaderLabels {
  /** Names the mobile menu's button and its panel. */
  mobileMenu?: string;
  /** Names the mobile menu's close button. */
  closeMobileMenu?: string;
  /** Name the strip's arrows. */
  scrollLeft?: string;
  scrollRight?: string;
}

/**
 * The entries that lead to a page, for the row of links between phone and desktop widths: the
 * links, and each panel's own page where it has one (its links are in the mobile menu).
 */
function stripLinks(items: readonly MenuItem[]): NavigationLink[] {
  return items.flatMap((item) => {
    if (item.type === "mega-menu") {
      return item.route && !item.comingSoon ? [{ label: item.text, href: item.route }] : [];
    }
    return isFollowable(item) ? [{ label: item.text, href: item.route }] : [];
  });
}

/**
 * The site's top bar: logo, mega-menu and actions; below the `desktop` breakpoint the menu
 * folds into the mobile menu's button, and from `tablet` up to it a row of the menu's pages
 * scrolls sideways with arrows (MenuStrip) where it does not fit. `data-sticky` is there while
 * it is stuck.
 */
export function Header({
  logo,
  items,
  mobileItems,
  actions,
  sticky = false,
  onStuckChange,
  mobileMenuOpen,
  onMobileMenuOpenChange,
  scrollContainer,
  currentRoute,
  menuLabel = "Main",
  labels = {},
  className,
  ...props
}: HeaderProps) {
  const stuck = useScrolledPast(STICKY_HEADER_OFFSET, sticky, scrollContainer);
  useEffect(() => onStuckChange?.(stuck), [stuck, onStuckChange]);
  const hasMenu = items.length > 0 || (mobileItems?.length ?? 0) > 0;
  const strip = stripLinks([...items, ...(mobileItems ?? [])]);
  return (
    <header
      data-slot="header"
      data-sticky={dataFlag(stuck)}
      className={headerVariants({ stuck, className })}
      {...props}
    >
      <Container className={styles.inner}>
        <div className={styles.logo}>{logo}</div>
        <div className={styles.menu}>
          {items.length > 0 ? (
            <KeptWhileHidden shownWhen={media.desktop} className={styles.desktopOnly}>
              <MegaMenu items={items} label={menuLabel} currentRoute={currentRoute} />
            </KeptWhileHidden>
          ) : null}
          {strip.length > 0 ? (
            <KeptWhileHidden shownWhen={media.tablet} className={styles.stripPart}>
              <MenuStrip
                items={strip}
                label={menuLabel}
                currentRoute={currentRoute}
                previousLabel={labels.scrollLeft}
                nextLabel={labels.scrollRight}
                className={styles.tabletOnly}
              />
            </KeptWhileHidden>
          ) : null}
        </div>
        {actions ? (
          <KeptWhileHidden shownWhen={media.tablet} className={styles.actions}>
            {actions}
          </KeptWhileHidden>
        ) : null}
        {hasMenu ? (
          <div className={styles.mobileOnly}>
            <MobileMenu
              items={items}
              extraItems={mobileItems}
              open={mobileMenuOpen}
              onOpenChange={onMobileMenuOpenChange}
              logo={logo}
              actions={actions}
              currentRoute={currentRoute}
              label={menuLabel}
              triggerLabel={labels.mobileMenu}
              title={labels.mobileMenu}
              closeLabel={labels.closeMobileMenu}
            />
          </div>
        ) : null}
      </Container>
    </header>
  );
}
