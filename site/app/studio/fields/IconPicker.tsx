import { Icon, iconNames, visuallyHiddenClass, type IconName } from "@workcraft/design-system";
import { useId } from "react";
import type { CustomFieldProps } from "../editorFields";
import { fieldLabelOf } from "../fieldLabel";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf } from "./fieldValues";

/**
 * An icon of the design system's set (`iconField`), each drawn with its name as one radio of a
 * group: arrow keys move between them. The value is the icon's name.
 */
export function IconPicker({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help, optional } = metadataOf(field);
  const group = useId();
  const chosen = typeof value === "string" ? value : undefined;

  const tile = (icon: IconName | undefined) => (
    <label key={icon ?? ""} className={styles.tile}>
      <input
        type="radio"
        name={group}
        value={icon ?? ""}
        className={visuallyHiddenClass}
        checked={chosen === icon}
        onChange={() => onChange(icon)}
      />
      <span className={styles.tileTick}>
        <Icon name="check" size="small" />
      </span>
      {icon ? <Icon name={icon} size="large" /> : null}
      <span className={styles.tileName}>{icon ? fieldLabelOf(icon) : "No icon"}</span>
    </label>
  );

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <div className={styles.scrollBox}>
        <div className={styles.iconGrid}>
          {optional && tile(undefined)}
          {iconNames.map((icon) => tile(icon))}
        </div>
      </div>
    </FieldFrame>
  );
}
