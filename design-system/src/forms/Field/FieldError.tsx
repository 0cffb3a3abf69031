import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./Field.css";

/** An error message with a warning sign, so the state is not told by colour alone. */
export function FieldError({ className, children, ...props }: ComponentPropsWithoutRef<"div">) {
  return (
    <div {...props} className={cx(styles.error, className)}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 4.8v3.8M8 11.2v.1" />
        </g>
      </svg>
      <span>{children}</span>
    </div>
  );
}
