import { AutoField } from "@puckeditor/core";
import { Field, Select } from "@workcraft/design-system";
import { useId } from "react";
import { RADIO_MAX_OPTIONS, type CustomFieldProps } from "../editorFields";
import { fieldLabelOf } from "../fieldLabel";
import { ChoiceOption } from "./ChoiceOption";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf, recordOf, withPart } from "./fieldValues";
import { chosenVariantIndex, valueOfVariantChoice } from "./variantValue";

/** The "not set" choice of an optional variants field, among the choices' places. */
const NONE = "none";

/**
 * A choice between shapes told apart by one key (a `variants` field): the choice first (radios
 * up to RADIO_MAX_OPTIONS choices, else a select), then the chosen shape's own fields drawn by
 * the editor's `AutoField`. A new choice starts as its key alone; each part is kept in the
 * object, and a part emptied is left out.
 */
export function VariantsField({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help, optional, variants } = metadataOf(field);
  const group = useId();
  const label = labelOf(field, name);
  if (!variants) {
    return (
      <FieldFrame label={label} help={help} readOnly>
        <p>This field has no choices to offer.</p>
      </FieldFrame>
    );
  }
  const { discriminator, choices } = variants;
  const chosenIndex = chosenVariantIndex(value, variants);
  const chosen = choices[chosenIndex];
  const current = recordOf(value);
  const choose = (place: string) => {
    const choice = place === NONE ? undefined : choices[Number(place)];
    onChange(choice ? valueOfVariantChoice(discriminator, choice) : undefined);
  };
  const choiceLabel = fieldLabelOf(discriminator);
  const places = choices.map((choice, index) => ({ value: String(index), label: choice.label }));
  const options = optional ? [{ value: NONE, label: "Not set" }, ...places] : places;
  const chosenPlace = chosen ? String(chosenIndex) : optional ? NONE : "";

  return (
    <FieldFrame label={label} help={help} readOnly={readOnly}>
      {options.length <= RADIO_MAX_OPTIONS ? (
        <FieldFrame label={choiceLabel} inner>
          {options.map((option) => (
            <ChoiceOption
              key={option.value}
              type="radio"
              name={group}
              value={option.value}
              label={option.label}
              checked={option.value === chosenPlace}
              onChange={() => choose(option.value)}
            />
          ))}
        </FieldFrame>
      ) : (
        <Field label={choiceLabel}>
          <Select size="small" value={chosenPlace} onChange={(event) => choose(event.target.value)}>
            {chosenPlace === "" && (
              <option value="" disabled>
                Choose…
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {chosen && Object.keys(chosen.fields).length > 0 && (
        <div className={styles.parts}>
          {Object.entries(chosen.fields).map(([part, partField]) => (
            <AutoField
              key={`${chosenIndex}-${part}`}
              field={partField}
              value={current[part]}
              readOnly={readOnly}
              onChange={(changed: unknown) => onChange(withPart(current, part, changed))}
            />
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
