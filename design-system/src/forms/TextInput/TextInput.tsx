import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { control, controlSizeStyles } from "../Field/control.css";
import type { ControlSize } from "../Field/controlSizes";
import { useFieldControl } from "../Field/FieldContext";
import * as styles from "./TextInput.css";

const textInputDefaults = { size: "medium" } as const;

export const textInputVariants = cva([control, styles.textInput], {
  variants: { size: controlSizeStyles },
  defaultVariants: textInputDefaults,
});

export interface TextInputProps
  extends Omit<ComponentPropsWithoutRef<"input">, "size">, RefAttributes<HTMLInputElement> {
  /** Height and text size. */
  size?: ControlSize;
  /** Marks the value as wrong (set by a Field with an error). */
  invalid?: boolean;
}

/** A single-line text box; inside a Field it takes the field's id, description and state. */
export function TextInput({
  size,
  invalid,
  type = "text",
  className,
  id,
  required,
  disabled,
  "aria-describedby": describedBy,
  ...props
}: TextInputProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    disabled,
    "aria-describedby": describedBy,
  });
  return (
    <input
      type={type}
      data-size={size ?? textInputDefaults.size}
      {...props}
      {...field}
      className={textInputVariants({ size, className })}
    />
  );
}
