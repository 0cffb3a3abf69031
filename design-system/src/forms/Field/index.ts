export { Field } from "./Field";
export type { FieldProps } from "./Field";
export { FieldContext, useFieldControl } from "./FieldContext";
export type { FieldContextValue, FieldControlInput, FieldControlProps } from "./FieldContext";
export { controlSizes } from "./controlSizes";
export type { ControlSize } from "./controlSizes";
