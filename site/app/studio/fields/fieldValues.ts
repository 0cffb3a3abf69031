import type { EditorFieldMetadata } from "../editorFields";
import { fieldLabelOf } from "../fieldLabel";

/*
 * What a custom field's control reads from Puck: the field's metadata and its value, which Puck
 * hands over untyped (a page being edited may hold anything for a moment).
 */

/**
 * The metadata of a Studio field. `optional` says the prop may be left out, so its control
 * offers a way to leave it empty ("No picture", "No icon"…); without it the control asks for a
 * value.
 */
export type StudioFieldMetadata = EditorFieldMetadata & { optional?: boolean };

/** A field's metadata, as the Studio's field generator writes it. */
export function metadataOf(field: { metadata?: object }): StudioFieldMetadata {
  return (field.metadata ?? {}) as StudioFieldMetadata;
}

/** A field's label: its own, else the last part of its prop's name in words. */
export function labelOf(field: { label?: string }, name: string): string {
  if (field.label) return field.label;
  const last = name
    .split(/[.[\]]/u)
    .filter((part) => part !== "" && !/^\d+$/u.test(part))
    .pop();
  return fieldLabelOf(last ?? name);
}

/** A value as an object of parts: `{}` for anything that is not a plain object. */
export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A value as text: `""` for anything that is not a string. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A value as a list: `[]` for anything that is not an array. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * An object with one part set, or left out when it is empty (no value, or empty text), so an
 * optional part never holds an empty string. The object given is not changed.
 */
export function withPart(
  value: Record<string, unknown>,
  name: string,
  part: unknown,
): Record<string, unknown> {
  const rest = { ...value };
  delete rest[name];
  return part === undefined || part === "" ? rest : { ...rest, [name]: part };
}
