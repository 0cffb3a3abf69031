import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import { MenuLink } from "../MegaMenu/MenuLink";
import * as styles from "./Breadcrumbs.css";

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The visible label. */
  label: string;
  /** Where it goes; the last step, the current page, needs none. */
  href?: string;
}

export interface BreadcrumbsProps
  extends ComponentPropsWithoutRef<"nav">, RefAttributes<HTMLElement> {
  /** The trail from the home page to the current page, which comes last. */
  items: BreadcrumbItem[];
  /** Names the navigation landmark. */
  label?: string;
}

/** Where the page sits in the site: an ordered trail whose last step is the current page. */
export function Breadcrumbs({ items, label = "Breadcrumb", ...props }: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" aria-label={label} {...props}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <Icon name="chevron-right" size="text" className={styles.separator} />
              ) : null}
              {isCurrent || item.href === undefined ? (
                <span
                  className={isCurrent ? styles.current : undefined}
                  aria-current={isCurrent ? "page" : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <MenuLink href={item.href} className={styles.link}>
                  {item.label}
                </MenuLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
