import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { control } from "../Field/control.css";
import { useFieldControl } from "../Field/FieldContext";
import * as styles from "./TextArea.css";

export interface TextAreaProps
  extends ComponentPropsWithoutRef<"textarea">, RefAttributes<HTMLTextAreaElement> {
  /** Marks the value as wrong (set by a Field with an error). */
  invalid?: boolean;
}

/** A multi-line text box that the reader can make taller. */
export function TextArea({
  invalid,
  rows = 4,
  className,
  id,
  required,
  disabled,
  "aria-describedby": describedBy,
  ...props
}: TextAreaProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    "aria-describedby": describedBy,
  });
  return (
    <textarea
      rows={rows}
      {...props}
      {...field}
      className={cx(control, styles.textArea, className)}
    />
  );
}
