import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, MouseEvent, RefAttributes } from "react";
import * as styles from "./SkipLink.css";

export interface SkipLinkProps
  extends ComponentPropsWithoutRef<"a">, RefAttributes<HTMLAnchorElement> {
  /** The id of the page's main region, with its `#`. */
  href?: string;
}

/**
 * The first stop of the keyboard: hidden until focused, it moves focus past the navigation
 * to the main region, without adding a history entry in a client-routed site.
 */
export function SkipLink({
  href = "#main",
  children = "Skip to content",
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
    if (event.defaultPrevented || !target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: "start" });
  }

  return (
    <a href={href} onClick={skip} className={cx(styles.skipLink, className)} {...props}>
      {children}
    </a>
  );
}
