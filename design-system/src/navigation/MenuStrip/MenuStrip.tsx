import { cx } from "class-variance-authority";
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type RefAttributes,
} from "react";
import { IconButton } from "../../actions/IconButton";
import { Icon } from "../../media/Icon";
import { MenuLink } from "../MegaMenu/MenuLink";
import type { NavigationLink } from "../navigationLink";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./MenuStrip.css";

/** The spec's menu scroll step: how far, in px, one arrow press moves the strip. */
export const MENU_SCROLL_STEP = 150;

export interface MenuStripProps
  extends ComponentPropsWithoutRef<"nav">, RefAttributes<HTMLElement> {
  /** The links, in order. */
  items: NavigationLink[];
  /** Names the navigation landmark. */
  label: string;
  /** The route of the page shown; its link is marked as the current page. */
  currentRoute?: string;
  /** Names the arrow that scrolls towards the start. */
  previousLabel?: string;
  /** Names the arrow that scrolls towards the end. */
  nextLabel?: string;
}

interface Edges {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

function edgesOf(scroller: HTMLElement): Edges {
  const { scrollLeft, scrollWidth, clientWidth } = scroller;
  // Sub-pixel layouts can leave a fraction of a pixel at the end.
  return {
    overflowing: scrollWidth - clientWidth > 1,
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

/**
 * A row of links that scrolls sideways, with arrow buttons that move it by 150 px and are
 * disabled at either end. `data-overflowing`, `data-at-start` and `data-at-end` are there while true.
 */
export function MenuStrip({
  items,
  label,
  currentRoute,
  previousLabel = "Scroll left",
  nextLabel = "Scroll right",
  className,
  ...props
}: MenuStripProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflowing: false, atStart: true, atEnd: true });
  const measure = () => {
    if (scrollerRef.current) setEdges(edgesOf(scrollerRef.current));
  };

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // Fires once on observe, then whenever the strip or its links change size.
    const observer = new ResizeObserver(() => setEdges(edgesOf(scroller)));
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const scrollBy = (direction: -1 | 1) =>
    scrollerRef.current?.scrollBy({ left: direction * MENU_SCROLL_STEP });

  return (
    <nav
      data-slot="menu-strip"
      aria-label={label}
      data-overflowing={dataFlag(edges.overflowing)}
      data-at-start={dataFlag(edges.atStart)}
      data-at-end={dataFlag(edges.atEnd)}
      className={cx(styles.base, className)}
      {...props}
    >
      <IconButton
        label={previousLabel}
        size="small"
        className={styles.arrow}
        disabled={edges.atStart}
        onClick={() => scrollBy(-1)}
      >
        <Icon name="chevron-left" size="text" />
      </IconButton>
      <div
        ref={scrollerRef}
        data-slot="menu-strip-scroller"
        className={styles.scroller}
        onScroll={measure}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href}>
              <MenuLink
                href={item.href}
                className={styles.link}
                aria-current={item.href === currentRoute ? "page" : undefined}
              >
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
      <IconButton
        label={nextLabel}
        size="small"
        className={styles.arrow}
        disabled={edges.atEnd}
        onClick={() => scrollBy(1)}
      >
        <Icon name="chevron-right" size="text" />
      </IconButton>
    </nav>
  );
}
