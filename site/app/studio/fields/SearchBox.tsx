import { Field, TextInput } from "@workcraft/design-system";

export interface SearchBoxProps {
  /** What the box finds: "Find a picture". */
  label: string;
  /** What it searches in. */
  hint?: string;
  query: string;
  onQuery(query: string): void;
}

/** The box that narrows a field's choices as words are typed. */
export function SearchBox({ label, hint, query, onQuery }: SearchBoxProps) {
  return (
    <Field label={label} hint={hint}>
      <TextInput
        type="search"
        size="small"
        autoComplete="off"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
    </Field>
  );
}
