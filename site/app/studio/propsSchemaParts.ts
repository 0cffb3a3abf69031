import { z } from "zod";

/*
 * Reading a block's zod props schema (zod 4: `schema._zod.def`) for an editor: what a field is
 * under its optional and default wrappers, its words (`.describe`, `.meta({ title })`) and the
 * bounds of its checks.
 */

/** A schema as zod's core types it, so its `def` narrows by `def.type`. */
export type AnySchema = z.core.$ZodType;

/** A field's schema with its wrappers taken off, and what the wrappers said. */
export interface UnwrappedField {
  /** The schema under `.optional()` and `.default()`. */
  schema: AnySchema;
  /** Every schema from the outermost wrapper in, so a kind can be found at any layer. */
  layers: AnySchema[];
  /** A content file may leave it out. */
  optional: boolean;
  /** Its `.default(…)`, if it has one: what an editor fills in for a new block or page. */
  defaultValue?: unknown;
  /** The outermost `.describe()` text. */
  description?: string;
  /** The outermost `.meta({ title })`: a label that replaces the name in words. */
  title?: string;
}

export function defOf(schema: AnySchema): z.core.$ZodTypes["_zod"]["def"] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** Takes off `.optional()`, `.default()`, `.prefault()`, `.readonly()` and `.nullable()`. */
export function unwrapField(schema: AnySchema): UnwrappedField {
  const field: UnwrappedField = { schema, layers: [], optional: false };
  let current: AnySchema = schema;
  for (;;) {
    field.layers.push(current);
    const meta = z.globalRegistry.get(current);
    field.description ??= meta?.description;
    field.title ??= typeof meta?.title === "string" ? meta.title : undefined;
    const def = defOf(current);
    if (def.type === "optional" || def.type === "nullable" || def.type === "readonly") {
      if (def.type === "optional") field.optional = true;
      current = def.innerType;
    } else if (def.type === "default" || def.type === "prefault") {
      field.optional = true;
      if (!("defaultValue" in field)) field.defaultValue = def.defaultValue;
      current = def.innerType;
    } else {
      field.schema = current;
      return field;
    }
  }
}

/** The bounds a schema's checks set: lengths for strings and arrays, values for numbers. */
export interface CheckedBounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
}

export function boundsOf(schema: AnySchema): CheckedBounds {
  const bounds: CheckedBounds = { integer: false };
  const checks = (defOf(schema) as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  for (const check of checks) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    switch (def.check) {
      case "min_length":
        bounds.minLength = def.minimum;
        break;
      case "max_length":
        bounds.maxLength = def.maximum;
        break;
      case "length_equals":
        bounds.minLength = def.length;
        bounds.maxLength = def.length;
        break;
      case "greater_than":
        bounds.min = Number(def.value);
        break;
      case "less_than":
        bounds.max = Number(def.value);
        break;
      case "number_format":
        bounds.integer = def.format === "safeint" || def.format.startsWith("int");
        break;
    }
  }
  // A whole number above 0 starts at 1; an editor's number input takes inclusive bounds.
  for (const check of checks) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    if (def.check === "greater_than" && !def.inclusive && bounds.integer)
      bounds.min = Number(def.value) + 1;
    if (def.check === "less_than" && !def.inclusive && bounds.integer)
      bounds.max = Number(def.value) - 1;
  }
  return bounds;
}

/** Two schemas are one field when they share their definition (`.describe()` keeps it). */
export function isSameField(schema: AnySchema, field: AnySchema): boolean {
  return schema === field || defOf(schema) === defOf(field);
}
