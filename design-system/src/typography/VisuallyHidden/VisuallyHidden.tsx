import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ElementType, RefAttributes } from "react";
import * as styles from "./VisuallyHidden.css";

export interface VisuallyHiddenProps
  extends ComponentPropsWithoutRef<"span">, RefAttributes<HTMLElement> {
  /** Render a `div` when the hidden content holds blocks. */
  as?: "span" | "div";
}

/** Text for screen readers only: hidden from sight, never from assistive technology. */
export function VisuallyHidden({ as = "span", className, ...props }: VisuallyHiddenProps) {
  // A span or a div: the ref receives an HTMLElement whichever it is.
  const Tag = as as ElementType;
  return <Tag className={cx(styles.visuallyHidden, className)} {...props} />;
}

export { visuallyHidden as visuallyHiddenClass } from "./VisuallyHidden.css";
