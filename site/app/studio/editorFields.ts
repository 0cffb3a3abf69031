import type { CustomField, CustomFieldRender, Field, FieldMetadata } from "@puckeditor/core";
import type { ReactElement } from "react";
import { itemIdField } from "../blockFields/blockFields";
import { sharedFieldKindOf, type CustomFieldKind } from "./customFieldKinds";
import { fieldLabelOf } from "./fieldLabel";
import {
  boundsOf,
  defOf,
  isSameField,
  unwrapField,
  type AnySchema,
  type UnwrappedField,
} from "./propsSchemaParts";

/*
 * A zod props schema turned into the editor's (Puck's) fields. The rules, in order:
 *
 * - A shared field of `customFieldKinds` (image, icon, link, catalogue app, template, apps
 *   source) is a custom field of that kind, whatever its shape.
 * - string: `textarea` when it is long text (a max length above LONG_TEXT_LENGTH, or a long
 *   text's name: description, body, answer, quote, or a name ending in Description or
 *   Message); else `text`.
 * - number: `number`, with min and max from its checks (inclusive; step 1 for whole numbers).
 * - enum, or a union of literals: `radio` when it shows at most RADIO_MAX_OPTIONS choices,
 *   else `select`; an optional one without a default also offers "Not set" (no value).
 * - boolean: `radio` with Yes and No (and "Not set" when optional without a default).
 * - array of objects: `array` with the item's fields, a summary from the item's title, label,
 *   name or question (else its place), new items' starting props and the length bounds.
 * - array of plain values: custom kind `list` (the editor's arrays hold objects only).
 * - object: `object` with its fields.
 * - discriminated union: custom kind `variants`, with the fields of each choice.
 * - optional, default, nullable and readonly wrappers are taken off; a default becomes the
 *   block's or the page's default prop (`defaultPropsOf`).
 *
 * Every field is labelled with its name in words unless `.meta({ title })` names it; its
 * `.describe()` text is its help. Puck 0.23's fields have a `label`, a `labelIcon` (an element)
 * and free `metadata`: the help goes in `metadata.help` for the Studio's field label to show.
 */

/** Above this many characters a text is written in a box of several lines. */
export const LONG_TEXT_LENGTH = 120;
/** Names of props that hold sentences or paragraphs. */
const LONG_TEXT_NAME = /^(description|body|answer|quote)$|(Description|Message)$/u;
/** Up to this many choices show as radio buttons, more as a drop-down. */
export const RADIO_MAX_OPTIONS = 3;
/** The label of the choice that leaves an optional field out. */
export const NOT_SET = "Not set";

/** What the Studio reads beside Puck: the help text, and for a custom field its kind. */
export interface EditorFieldMetadata extends FieldMetadata {
  /** The field's `.describe()` text. */
  help?: string;
  /** Which control a custom field is. */
  customKind?: CustomFieldKind;
  /** Of a custom field: whether it may be left out, so its control offers "none". */
  optional?: boolean;
  /** Of a `variants` field: the key that tells the choices apart, and each choice's fields. */
  variants?: { discriminator: string; choices: VariantChoice[] };
  /** Of a `list` field: the field of one item, and the list's length bounds. */
  item?: Field;
  min?: number;
  max?: number;
}

/** One shape a `variants` field can take. */
export interface VariantChoice {
  /** The discriminator's value. */
  value: unknown;
  /** The choice's `.describe()` text, else its value. */
  label: string;
  /** The fields of the choice, the discriminator left out. */
  fields: Record<string, Field>;
}

/** What Puck hands a custom field's control. */
export type CustomFieldProps = Parameters<CustomFieldRender<unknown>>[0];

/** The Studio's controls for custom fields, chosen by kind. */
export type RenderCustomField = (kind: CustomFieldKind, props: CustomFieldProps) => ReactElement;

/** Thrown when a props schema has a field no editor field can hold; it names the field. */
export class EditorFieldError extends Error {
  constructor(path: string, what: string) {
    super(`${path}: the editor has no field for ${what}`);
    this.name = "EditorFieldError";
  }
}

/** The editor's fields of an object schema's props, keyed as the props are. */
export function editorFieldsOf(
  schema: AnySchema,
  renderCustomField: RenderCustomField,
  path = "",
): Record<string, Field> {
  const def = defOf(unwrapField(schema).schema);
  if (def.type !== "object") throw new EditorFieldError(path || "(the props)", "a non-object");
  return Object.fromEntries(
    Object.entries(def.shape).map(([name, field]) => [
      name,
      editorFieldOf(name, field, renderCustomField, path ? `${path}.${name}` : name),
    ]),
  );
}

/** The editor's field of one prop. */
export function editorFieldOf(
  name: string,
  schema: AnySchema,
  renderCustomField: RenderCustomField,
  path = name,
): Field {
  const field = unwrapField(schema);
  const base = {
    label: field.title ?? fieldLabelOf(name),
    ...(field.description ? { metadata: { help: field.description } } : {}),
  };
  const custom = (
    kind: CustomFieldKind,
    metadata: EditorFieldMetadata = {},
  ): CustomField<unknown> => ({
    ...base,
    type: "custom",
    metadata: {
      ...base.metadata,
      ...metadata,
      ...(field.optional ? { optional: true } : {}),
      customKind: kind,
    },
    render: (props) => renderCustomField(kind, props),
  });

  const shared = sharedFieldKindOf(schema);
  if (shared) return custom(shared);

  const def = defOf(field.schema);
  const notSet =
    field.optional && !("defaultValue" in field) ? [{ label: NOT_SET, value: undefined }] : [];
  const choices = (values: readonly unknown[]): Field => {
    const options = [...notSet, ...values.map((value) => ({ label: String(value), value }))];
    return {
      ...base,
      type: options.length <= RADIO_MAX_OPTIONS ? "radio" : "select",
      options: options as { label: string; value: string | number | boolean | undefined }[],
    };
  };

  switch (def.type) {
    case "string": {
      const { maxLength } = boundsOf(field.schema);
      const long = (maxLength ?? 0) > LONG_TEXT_LENGTH || LONG_TEXT_NAME.test(name);
      return { ...base, type: long ? "textarea" : "text" };
    }
    case "number": {
      const { min, max, integer } = boundsOf(field.schema);
      return {
        ...base,
        type: "number",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(integer ? { step: 1 } : {}),
      };
    }
    case "boolean":
      return {
        ...base,
        type: "radio",
        options: [...notSet, { label: "Yes", value: true }, { label: "No", value: false }],
      };
    case "enum":
      return choices(Object.values(def.entries));
    case "literal":
      return choices(def.values);
    case "union": {
      const literals = def.options.map((option) => defOf(option));
      if (literals.every((option) => option.type === "literal")) {
        return choices(
          literals.flatMap((option) => (option.type === "literal" ? option.values : [])),
        );
      }
      if ("discriminator" in def && typeof def.discriminator === "string") {
        return custom("variants", {
          variants: variantsOf(def.discriminator, def.options, renderCustomField, path),
        });
      }
      throw new EditorFieldError(path, "a union that is neither literals nor told apart by a key");
    }
    case "object":
      return {
        ...base,
        type: "object",
        objectFields: editorFieldsOf(field.schema, renderCustomField, path),
      };
    case "array": {
      const { minLength, maxLength } = boundsOf(field.schema);
      const bounds = {
        ...(minLength !== undefined ? { min: minLength } : {}),
        ...(maxLength !== undefined ? { max: maxLength } : {}),
      };
      const item = unwrapField(def.element);
      if (defOf(item.schema).type !== "object" || sharedFieldKindOf(def.element)) {
        return custom("list", {
          item: editorFieldOf(name, def.element, renderCustomField, `${path}[]`),
          ...bounds,
        });
      }
      return {
        ...base,
        type: "array",
        arrayFields: editorFieldsOf(item.schema, renderCustomField, `${path}[]`),
        getItemSummary: itemSummary,
        defaultItemProps: (index: number) => newItemProps(item.schema, index),
        ...bounds,
      };
    }
    default:
      throw new EditorFieldError(path, `a zod ${def.type}`);
  }
}

function variantsOf(
  discriminator: string,
  options: readonly AnySchema[],
  renderCustomField: RenderCustomField,
  path: string,
): { discriminator: string; choices: VariantChoice[] } {
  return {
    discriminator,
    choices: options.map((option) => {
      const { schema, description } = unwrapField(option);
      const def = defOf(schema);
      if (def.type !== "object") throw new EditorFieldError(path, "a choice that is no object");
      const key = def.shape[discriminator];
      const keyDef = key ? defOf(unwrapField(key).schema) : undefined;
      const value = keyDef?.type === "literal" ? keyDef.values[0] : undefined;
      const fields = Object.fromEntries(
        Object.entries(
          editorFieldsOf(schema, renderCustomField, `${path}(${String(value)})`),
        ).filter(([name]) => name !== discriminator),
      );
      return { value, label: description ?? String(value), fields };
    }),
  };
}

/** What a list shows for one of its items: its title, label, name or question, else its place. */
export function itemSummary(item: Record<string, unknown>, index = 0): string {
  for (const key of ["title", "label", "name", "question"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return `Item ${index + 1}`;
}

/**
 * A new item's props: its defaults, the first choice of each required choice, and for an item
 * with an id (`itemIdField`) an id from its place, which the marketer may rename.
 */
function newItemProps(schema: AnySchema, index: number): Record<string, unknown> {
  const def = defOf(schema);
  if (def.type !== "object") return {};
  const props: Record<string, unknown> = {};
  for (const [name, fieldSchema] of Object.entries(def.shape)) {
    const field: UnwrappedField = unwrapField(fieldSchema);
    const fieldDef = defOf(field.schema);
    if ("defaultValue" in field) props[name] = field.defaultValue;
    else if (isSameField(field.schema, itemIdField)) props[name] = `item-${index + 1}`;
    else if (!field.optional && fieldDef.type === "enum")
      props[name] = Object.values(fieldDef.entries)[0];
  }
  return props;
}

/** The props an object schema's defaults give (`.default()`), for a new block or page. */
export function defaultPropsOf(schema: AnySchema): Record<string, unknown> {
  const def = defOf(unwrapField(schema).schema);
  if (def.type !== "object") return {};
  return Object.fromEntries(
    Object.entries(def.shape).flatMap(([name, fieldSchema]) => {
      const field = unwrapField(fieldSchema);
      return "defaultValue" in field ? [[name, field.defaultValue]] : [];
    }),
  );
}
