import { cx } from "class-variance-authority";
import { createContext, useContext } from "react";
import { dataFlag } from "../../styles/dataAttributes";

/** What a Field hands to the control inside it. */
export interface FieldContextValue {
  /** The control's id, which the field's label points at. */
  controlId: string;
  /** Ids of the hint and error message, for `aria-describedby`. */
  describedBy: string | undefined;
  /** Whether the field shows an error. */
  invalid: boolean;
  /** Whether the field must be filled. */
  required: boolean;
  /** Whether the field cannot be used. */
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The props a control sets on itself, alone or inside a Field. */
export interface FieldControlInput {
  id?: string;
  "aria-describedby"?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** The attributes that tie a control to its Field: id, description, invalid and required. */
export interface FieldControlProps {
  id: string | undefined;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "data-invalid": "" | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

/** Merges a control's own props with those of the Field around it (if any). */
export function useFieldControl(own: FieldControlInput): FieldControlProps {
  const field = useContext(FieldContext);
  const describedBy = cx(field?.describedBy, own["aria-describedby"]) || undefined;
  const invalid = Boolean(own.invalid ?? field?.invalid);
  return {
    id: own.id ?? field?.controlId,
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    "data-invalid": dataFlag(invalid),
    required: own.required ?? (field?.required || undefined),
    disabled: own.disabled ?? (field?.disabled || undefined),
  };
}
