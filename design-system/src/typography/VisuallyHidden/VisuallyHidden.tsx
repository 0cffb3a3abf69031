import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./VisuallyHidden.css";

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<"span"> {
  /** Render a `div` when the hidden content holds blocks. */
  as?: "span" | "div";
}

/** Text for screen readers only: hidden from sight, never from assistive technology. */
export function VisuallyHidden({ as: Tag = "span", className, ...props }: VisuallyHiddenProps) {
  return <Tag className={cx(styles.visuallyHidden, className)} {...props} />;
}

export { visuallyHidden as visuallyHiddenClass } from "./VisuallyHidden.css";
