import { Text } from "@workcraft/design-system";
import { useId, useState } from "react";
import type { CustomFieldProps } from "../editorFields";
import {
  appChoices,
  choiceOf,
  filterChoices,
  templateChoices,
  type Choice,
} from "./catalogueChoices";
import { ChoiceOption } from "./ChoiceOption";
import { FieldFrame } from "./FieldFrame";
import * as styles from "./fields.css";
import { labelOf, metadataOf } from "./fieldValues";
import { SearchBox } from "./SearchBox";

/** What the picker chooses, with its words. */
const catalogues = {
  app: {
    choices: appChoices,
    find: "Find an app",
    none: "No app",
    hint: "By name or description.",
  },
  template: {
    choices: templateChoices,
    find: "Find a template",
    none: "No template",
    hint: "By name.",
  },
} as const satisfies Record<
  string,
  { choices: readonly Choice[]; find: string; none: string; hint: string }
>;

export interface CatalogueItemPickerProps extends CustomFieldProps {
  /** Which of the catalogue's things: an app (`catalogueAppField`) or a template. */
  catalogue: keyof typeof catalogues;
}

/**
 * One app or template of the catalogue, by name: a radio list narrowed by a search box. The
 * value is the chosen id.
 */
export function CatalogueItemPicker({
  catalogue,
  field,
  name,
  value,
  onChange,
  readOnly,
}: CatalogueItemPickerProps) {
  const { choices, find, none, hint } = catalogues[catalogue];
  const { help, optional } = metadataOf(field);
  const [query, setQuery] = useState("");
  const group = useId();
  const chosenId = typeof value === "string" ? value : undefined;
  const chosen = choiceOf(choices, chosenId);
  const shown = filterChoices(choices, query);

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <Text size="small">
        {chosen
          ? `Chosen: ${chosen.label}`
          : chosenId
            ? `"${chosenId}" is not in the catalogue: choose another.`
            : "None chosen."}
      </Text>
      <SearchBox label={find} hint={hint} query={query} onQuery={setQuery} />
      <div className={styles.scrollBox}>
        {optional && (
          <ChoiceOption
            type="radio"
            name={group}
            value=""
            label={none}
            checked={chosenId === undefined}
            onChange={() => onChange(undefined)}
          />
        )}
        {shown.map((choice) => (
          <ChoiceOption
            key={choice.value}
            type="radio"
            name={group}
            value={choice.value}
            label={choice.label}
            detail={choice.detail}
            checked={choice.value === chosenId}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </div>
      <Text as="div" size="small" tone="muted" role="status">
        {shown.length === 0 ? `Nothing matches "${query}".` : ""}
      </Text>
    </FieldFrame>
  );
}
