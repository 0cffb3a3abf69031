import { actionSchema, iconField } from "../blockFields/blockFields";
import {
  catalogueAppField,
  catalogueAppsSourceSchema,
  catalogueTemplateField,
} from "../blockFields/catalogueFields";
import { imageSchema } from "../blockFields/imageField";
import { isSameField, unwrapField, type AnySchema } from "./propsSchemaParts";

/**
 * The shared fields an editor gives a control of its own instead of plain inputs, each with
 * the schema it replaces. A field is of a kind when its schema is that schema (under
 * `.optional()`, `.default()` or `.describe()`), so every block that reuses a shared field gets
 * its control with no editor code.
 */
export const customFieldKinds = {
  /** A picture chosen by name from the catalogue's illustrations, with its alt text. */
  image: imageSchema,
  /** An icon of the design system, picked by how it looks. */
  icon: iconField,
  /** A link or button: its text and an address inside the site or outside it. */
  link: actionSchema,
  /** One app of the catalogue. */
  catalogueApp: catalogueAppField,
  /** One template of the catalogue. */
  catalogueTemplate: catalogueTemplateField,
  /** Which catalogue apps a block shows: the store, a bundle, a group or chosen apps. */
  catalogueAppsSource: catalogueAppsSourceSchema,
} satisfies Record<string, AnySchema>;

/**
 * Kinds found by a field's shape rather than by identity, because an editor's plain fields
 * cannot hold them: a choice between object shapes told apart by one key (a discriminated
 * union), and a list of plain values (an editor's lists hold objects).
 */
export const shapeFieldKinds = ["variants", "list"] as const;

export type SharedFieldKind = keyof typeof customFieldKinds;
export type CustomFieldKind = SharedFieldKind | (typeof shapeFieldKinds)[number];

const sharedKinds = Object.entries(customFieldKinds) as [SharedFieldKind, AnySchema][];

/** The shared field a schema is, looking through its optional and default wrappers. */
export function sharedFieldKindOf(schema: AnySchema): SharedFieldKind | undefined {
  const { layers } = unwrapField(schema);
  return sharedKinds.find(([, field]) => layers.some((layer) => isSameField(layer, field)))?.[0];
}
