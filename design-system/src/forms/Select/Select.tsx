import { cva, cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import { control, controlSizeStyles } from "../Field/control.css";
import type { ControlSize } from "../Field/controlSizes";
import { useFieldControl } from "../Field/FieldContext";
import * as styles from "./Select.css";

const selectDefaults = { size: "medium" } as const;

export const selectVariants = cva([control, styles.select], {
  variants: { size: controlSizeStyles },
  defaultVariants: selectDefaults,
});

export interface SelectProps
  extends Omit<ComponentPropsWithoutRef<"select">, "size">, RefAttributes<HTMLSelectElement> {
  /** Height and text size. */
  size?: ControlSize;
  /** Marks the choice as wrong (set by a Field with an error). */
  invalid?: boolean;
  /** Classes for the wrapper that holds the select and its chevron. */
  wrapperClassName?: string;
}

/** The browser's own select, styled like the other controls: its options are `<option>` children. */
export function Select({
  size,
  invalid,
  className,
  wrapperClassName,
  id,
  required,
  disabled,
  "aria-describedby": describedBy,
  ...props
}: SelectProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    "aria-describedby": describedBy,
  });
  return (
    <span className={cx(styles.wrapper, wrapperClassName)}>
      <select
        data-size={size ?? selectDefaults.size}
        {...props}
        {...field}
        className={selectVariants({ size, className })}
      />
      <Icon name="chevron-down" size="small" className={styles.chevron} />
    </span>
  );
}
