import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { Icon } from "../../media/Icon";
import { useFieldControl } from "../Field/FieldContext";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./Checkbox.css";

export interface CheckboxProps
  extends Omit<ComponentPropsWithoutRef<"input">, "type">, RefAttributes<HTMLInputElement> {
  /** The text beside the box, which names it. */
  label: ReactNode;
  /** Marks the choice as wrong (set by a Field with an error). */
  invalid?: boolean;
}

/** The browser's own checkbox, drawn in the theme's colours, with its label beside it. */
export function Checkbox({
  label,
  invalid,
  className,
  id,
  required,
  disabled,
  "aria-describedby": describedBy,
  ...props
}: CheckboxProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    "aria-describedby": describedBy,
  });
  return (
    <label
      className={cx(styles.root, className)}
      data-disabled={dataFlag(field.disabled)}
      data-invalid={field["data-invalid"]}
    >
      <span className={styles.box}>
        <input type="checkbox" {...props} {...field} className={styles.input} />
        <Icon name="check" size="medium" className={styles.tick} />
      </span>
      <span>{label}</span>
    </label>
  );
}
