import { cx } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode, RefAttributes } from "react";
import { useId } from "react";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./Field.css";
import { FieldError } from "./FieldError";
import { FieldContext, useFieldControl, type FieldControlProps } from "./FieldContext";

export interface FieldProps
  extends Omit<ComponentPropsWithoutRef<"div">, "children">, RefAttributes<HTMLDivElement> {
  /** The visible name of the control, its accessible name too. */
  label: ReactNode;
  /** Help shown under the label and read as the control's description. */
  hint?: ReactNode;
  /** What is wrong with the value; when set the control is marked invalid. */
  error?: ReactNode;
  /** Marks the field as required: a star beside the label and `required` on the control. */
  required?: boolean;
  /** The control cannot be used. */
  disabled?: boolean;
  /** The control's id; generated when not given. */
  controlId?: string;
  /** The control: a TextInput, TextArea, Select… or a function that spreads the given props on any control. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** Label, hint and error message around one control, tied to it for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const baseId = useId();
  const id = controlId ?? `${baseId}-control`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const invalid = Boolean(error);
  const context = {
    controlId: id,
    describedBy: cx(hintId, errorId) || undefined,
    invalid,
    required,
    disabled,
  };

  return (
    <div
      {...props}
      data-invalid={dataFlag(invalid)}
      data-disabled={dataFlag(disabled)}
      className={cx(styles.root, className)}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      <FieldContext.Provider value={context}>
        {typeof children === "function" ? <RenderControl render={children} /> : children}
      </FieldContext.Provider>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function RenderControl({ render }: { render: (control: FieldControlProps) => ReactNode }) {
  return render(useFieldControl({}));
}
