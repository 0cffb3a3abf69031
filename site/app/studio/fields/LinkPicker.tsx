import { Field, TextInput } from "@workcraft/design-system";
import { useContext, useId, useState } from "react";
import type { CustomFieldProps } from "../editorFields";
import { FieldFrame } from "./FieldFrame";
import { labelOf, metadataOf, recordOf, textOf } from "./fieldValues";
import { addressProblem, linkValueOf } from "./linkAddress";
import { StudioFieldsContext } from "./StudioFieldsContext";

/**
 * A link or button (`actionSchema`): its text and its address, which may be a page of the site
 * (offered from `StudioFieldsContext`), a full https:// address, or a mail or phone link. The value is
 * `{ label, href }`; with both parts emptied the link is taken away.
 */
export function LinkPicker({ field, name, value, onChange, readOnly }: CustomFieldProps) {
  const { help } = metadataOf(field);
  const { sitePaths } = useContext(StudioFieldsContext);
  const pages = useId();
  const current = recordOf(value);
  const label = textOf(current.label);
  const href = textOf(current.href);
  // An address is checked once it has been left, or at once when the page already held one.
  const [addressLeft, setAddressLeft] = useState(href !== "");
  const problem = addressLeft ? addressProblem(href) : undefined;

  return (
    <FieldFrame label={labelOf(field, name)} help={help} readOnly={readOnly}>
      <Field label="Link text" hint="The visible words, naming where the link leads." required>
        <TextInput
          size="small"
          value={label}
          onChange={(event) => onChange(linkValueOf(event.target.value, href))}
        />
      </Field>
      <Field
        label="Address"
        hint="A page of the site (/pricing), a full https:// address, mailto: or tel:."
        required
        error={problem}
      >
        <TextInput
          size="small"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          list={sitePaths.length > 0 ? pages : undefined}
          value={href}
          onChange={(event) => onChange(linkValueOf(label, event.target.value.trim()))}
          onBlur={() => setAddressLeft(true)}
        />
      </Field>
      {sitePaths.length > 0 && (
        <datalist id={pages}>
          {sitePaths.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
      )}
    </FieldFrame>
  );
}
