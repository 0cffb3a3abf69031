import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./SkipLink.css";

export interface SkipLinkProps extends ComponentPropsWithoutRef<"a"> {
  /** The id of the page's main region, with its `#`. */
  href?: string;
}

/** The first stop of the keyboard: hidden until focused, it jumps past the navigation. */
export function SkipLink({
  href = "#main",
  children = "Skip to content",
  className,
  ...props
}: SkipLinkProps) {
  return (
    <a href={href} className={[styles.skipLink, className].filter(Boolean).join(" ")} {...props}>
      {children}
    </a>
  );
}
