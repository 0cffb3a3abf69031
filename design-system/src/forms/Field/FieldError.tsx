import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import * as styles from "./Field.css";

export interface FieldErrorProps
  extends ComponentPropsWithoutRef<"div">, RefAttributes<HTMLDivElement> {}

/** An error message with a warning sign, so the state is not told by colour alone. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <div {...props} className={cx(styles.error, className)}>
      <Icon name="error" size="small" className={styles.errorIcon} />
      <span>{children}</span>
    </div>
  );
}
