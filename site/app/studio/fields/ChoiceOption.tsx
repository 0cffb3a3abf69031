import type { ChangeEvent } from "react";
import * as styles from "./fields.css";

export interface ChoiceOptionProps {
  type: "radio" | "checkbox";
  /** The radio group's name. */
  name?: string;
  value: string;
  label: string;
  detail?: string | undefined;
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** One choice of a list: the browser's own radio or box, its name and a line more about it. */
export function ChoiceOption({
  type,
  name,
  value,
  label,
  detail,
  checked,
  onChange,
}: ChoiceOptionProps) {
  return (
    <label className={styles.optionRow}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className={styles.radio}
      />
      <span className={styles.optionText}>
        <span>{label}</span>
        {detail && <span className={styles.optionDetail}>{detail}</span>}
      </span>
    </label>
  );
}
