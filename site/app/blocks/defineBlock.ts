import type { SiteLocale } from "@workcraft/domain/rules";
import { z } from "zod";
import type { ContentCollection } from "./contentCollections";
import type { ListedPage } from "../catalogue/shownData";

/** The groups an editor sorts blocks into, in the order it shows them. */
export const blockCategories = [
  "Page openers",
  "Content",
  "Apps and templates",
  "Pricing and forms",
] as const;
export type BlockCategory = (typeof blockCategories)[number];

/** What a block may look up beyond its own props while the server resolves it. */
export interface BlockContext {
  /** The pages of a collection as lists show them, in the collection's order. */
  listedPages(collection: ContentCollection): ListedPage[];
  /** The page's locale: the catalogue's words it shows, and the links to its pages there. */
  locale: SiteLocale;
}

/**
 * A props schema: a strict zod object (`z.strictObject`), so a field the block does not know is
 * an error, not silently dropped; its fields describe themselves (`.describe`).
 */
type PropsSchema = z.ZodObject<z.ZodRawShape, z.core.$strict>;

/** What a block folder declares about its block: everything but its view. */
interface BlockDeclaration<T extends string, S extends PropsSchema> {
  /** The block's `type` in content files. */
  type: T;
  /** Its name in an editor's list of blocks. */
  label: string;
  /** The group an editor lists it in. */
  category: BlockCategory;
  /** One sentence: what the block shows. It names the block in the page's JSON Schema. */
  description: string;
  /** Its props as a content file declares them. */
  props: S;
  /** Props that show the block well: an editor's default, the block's first story. */
  example: z.input<S>;
}

type ItemSchema<T extends string, S extends PropsSchema> = ReturnType<typeof itemSchema<T, S>>;

/**
 * One block type: its declaration, the schema of a content file's `{ type, props }` item (the
 * shape of a Puck content item), and how the server fills in what the block looks up.
 */
export interface BlockDefinition<
  T extends string,
  S extends PropsSchema,
  R,
> extends BlockDeclaration<T, S> {
  /** A content file's item of this type: `{ type, props }`, strict. */
  schema: ItemSchema<T, S>;
  /** The props as the view receives them: pictures, catalogue apps, lists of pages filled in. */
  resolve(props: z.output<S>, context: BlockContext): R;
}

function itemSchema<T extends string, S extends PropsSchema>(declaration: BlockDeclaration<T, S>) {
  return z
    .object({ type: z.literal(declaration.type), props: declaration.props })
    .strict()
    .describe(`${declaration.type}: ${declaration.description}`);
}

/**
 * Declares a block type. Its view is the folder's `<Type>Block.tsx` (see `blockViews.ts`); the
 * list in `blockDefinitions.ts` makes it known. A block that looks nothing up passes its props
 * to its view as they are.
 */
export function defineBlock<const T extends string, S extends PropsSchema, R>(
  declaration: BlockDeclaration<T, S> & {
    resolve(props: z.output<S>, context: BlockContext): R;
  },
): BlockDefinition<T, S, R>;
export function defineBlock<const T extends string, S extends PropsSchema>(
  declaration: BlockDeclaration<T, S>,
): BlockDefinition<T, S, z.output<S>>;
export function defineBlock<const T extends string, S extends PropsSchema, R>(
  declaration: BlockDeclaration<T, S> & {
    resolve?: (props: z.output<S>, context: BlockContext) => R;
  },
): BlockDefinition<T, S, R | z.output<S>> {
  const { resolve = (props: z.output<S>) => props } = declaration;
  return { ...declaration, schema: itemSchema(declaration), resolve };
}

/** Each entry's key must be its definition's type. */
export function keyedByType<const M extends { [K in keyof M]: { type: K } }>(definitions: M): M {
  return definitions;
}

function nonEmpty<T>(items: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error("The block list is empty");
  return [first, ...rest];
}

/** The schema of a content file's block: one of these definitions' items, told apart by `type`. */
export function contentSchemaOf<
  D extends Record<string, { schema: ItemSchema<string, PropsSchema> }>,
>(definitions: D) {
  return z.discriminatedUnion(
    "type",
    nonEmpty(
      Object.values(definitions).map((definition): D[keyof D]["schema"] => definition.schema),
    ),
  );
}
