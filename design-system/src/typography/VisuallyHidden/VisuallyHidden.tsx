import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./VisuallyHidden.css";
import { joinClassNames } from "../../styles/classNames";

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<"span"> {
  /** Render a `div` when the hidden content holds blocks. */
  as?: "span" | "div";
}

/** Text for screen readers only: hidden from sight, never from assistive technology. */
export function VisuallyHidden({ as: Tag = "span", className, ...props }: VisuallyHiddenProps) {
  return <Tag className={joinClassNames(styles.visuallyHidden, className)} {...props} />;
}

export { visuallyHidden as visuallyHiddenClass } from "./VisuallyHidden.css";
