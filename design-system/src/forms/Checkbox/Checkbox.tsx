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
  /** Classes for the label that holds the box and its text (`className` is the input's). */
  wrapperClassName?: string;
}

/**
 * The browser's own checkbox, drawn in the theme's colours, with its label beside it. The input
 * is its root: `className`, `ref` and every other prop reach it, as a form and a label expect.
 */
export function Checkbox({
  label,
  invalid,
  className,
  wrapperClassName,
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
      className={cx(styles.root, wrapperClassName)}
      data-disabled={dataFlag(field.disabled)}
      data-invalid={field["data-invalid"]}
    >
      <span className={styles.box}>
        <input type="checkbox" {...props} {...field} className={cx(styles.input, className)} />
        <Icon name="check" size="medium" className={styles.tick} />
      </span>
      <span>{label}</span>
    </label>
  );
}
