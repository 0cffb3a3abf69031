import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { LinkTo } from "../../typography/Link";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./Tag.css";

export interface TagProps
  extends
    Omit<ComponentPropsWithoutRef<"span">, "onClick">,
    RefAttributes<HTMLSpanElement | HTMLAnchorElement> {
  /** Makes the tag a link to this destination (a filtered list, say). */
  href?: string;
  /** Marks the tag as the current filter (`aria-current` on links). */
  selected?: boolean;
}

/** A category or keyword: plain, or a link to everything that shares it. */
export function Tag({ href, selected = false, className, ...props }: TagProps) {
  const classes = cx(styles.tag, href && styles.linked, selected && styles.selected, className);
  if (href !== undefined) {
    return (
      <LinkTo
        href={href}
        className={classes}
        aria-current={selected ? "true" : undefined}
        data-selected={dataFlag(selected)}
        {...(props as ComponentPropsWithoutRef<"a">)}
      />
    );
  }
  return (
    <span
      className={classes}
      data-selected={dataFlag(selected)}
      {...(props as ComponentPropsWithoutRef<"span">)}
    />
  );
}
