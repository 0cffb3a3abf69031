import { Text } from "@workcraft/design-system";
import { useId, type ReactNode } from "react";
import * as styles from "./fields.css";

export interface FieldFrameProps {
  /** The field's name, shown as the group's legend: its accessible name too. */
  label: string;
  /** The field's help (`metadata.help`), shown under the label and read as the group's description. */
  help?: string | undefined;
  /** The field cannot be changed: every control inside is disabled. */
  readOnly?: boolean | undefined;
  /** A group inside a field: a lighter legend. */
  inner?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The label and help of a Studio field around its parts: a fieldset, so each part's own label
 * ("Picture", "Alt text") is read within the field's name, and a read-only field disables them all.
 */
export function FieldFrame({
  label,
  help,
  readOnly,
  inner = false,
  className,
  children,
}: FieldFrameProps) {
  const helpId = useId();
  return (
    <fieldset
      className={[inner ? styles.innerFrame : styles.frame, className].filter(Boolean).join(" ")}
      disabled={readOnly || undefined}
      aria-describedby={help ? helpId : undefined}
    >
      <legend className={inner ? styles.innerLegend : styles.legend}>{label}</legend>
      {help && (
        <Text id={helpId} size="small" tone="muted">
          {help}
        </Text>
      )}
      {children}
    </fieldset>
  );
}
