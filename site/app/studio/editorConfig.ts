import type { ComponentConfig, Config, Fields } from "@puckeditor/core";
import type { ReactElement, ReactNode } from "react";
import type { z } from "zod";
import { blockDefinitions, type BlockType } from "../blocks/blockDefinitions";
import { blockCategories, type BlockCategory } from "../blocks/defineBlock";
import { pageSchema, type PageContentInput } from "../content/pageSchema";
import {
  defaultPropsOf,
  editorFieldOf,
  editorFieldsOf,
  type RenderCustomField,
} from "./editorFields";
import { defOf, type AnySchema } from "./propsSchemaParts";

/** Props of a page the Studio does not edit as fields: the editor's schema link, the blocks. */
const notPageFields = new Set(["$schema", "blocks"]);

/** What Puck adds to a component's props; the block's own props are the rest. */
const puckRenderProps = new Set(["id", "puck", "editMode"]);

function blockPropsOf(renderProps: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(renderProps).filter(([name]) => !puckRenderProps.has(name)),
  );
}

/** What a block definition gives the editor. */
interface EditorBlockDeclaration<Type extends string = string> {
  type: Type;
  label: string;
  category: BlockCategory;
  props: AnySchema;
  example: object;
}

/** Block definitions keyed by their type, as `blockDefinitions` lists them. */
type EditorDefinitions<Type extends string = string> = {
  [T in Type]: EditorBlockDeclaration<T>;
};

/** Each block's props as the editor holds them: as a content file writes them. */
export type EditorBlockProps<D extends EditorDefinitions> = {
  [T in keyof D]: z.input<D[T]["props"]>;
};

/** The page's own props, the root's: any of them may be missing while the page is written. */
export type EditorPageProps = Partial<Omit<PageContentInput, "$schema" | "blocks">>;

/**
 * Puck's config of these blocks, typed by their props: a component's fields are keyed by its
 * props, its default props are its props, so a block's fields and props cannot drift apart.
 */
export type EditorConfig<D extends EditorDefinitions> = Config<{
  components: EditorBlockProps<D>;
  root: EditorPageProps;
  categories: string[];
}>;

/** The Studio's config: the site's blocks. */
export type StudioConfig = EditorConfig<typeof blockDefinitions>;

/** What the Studio supplies: the site's real views and its controls. */
export interface StudioEditorOptions<Type extends string = BlockType> {
  /**
   * Draws a block in the editor's preview. Its props are as the editor holds them (Puck's `id`
   * taken off), unchecked: a block being edited may be invalid for a moment. `id` is the
   * block's id in the editor's data, which tells its place on the page.
   */
  renderBlock(type: Type, props: Record<string, unknown>, id: string): ReactElement;
  /** The control of a custom field of this kind (`customFieldKinds`, `variants`, `list`). */
  renderCustomField: RenderCustomField;
  /** Draws the page around its blocks; by default the blocks alone. */
  renderPage?(props: Record<string, unknown> & { children: ReactNode }): ReactElement;
}

/**
 * The Studio's Puck config, generated from the block definitions: one component per block type
 * (its label, its fields from its props schema, its example as the default props), the
 * categories of `blockCategories` in their order, and the page's own fields as the root.
 */
export function studioEditorConfig(options: StudioEditorOptions): StudioConfig {
  return editorConfigOf(blockDefinitions, options);
}

/** The config of any list of block definitions (the site's, or one with a new block). */
export function editorConfigOf<Type extends string, D extends EditorDefinitions<Type>>(
  definitions: D,
  options: StudioEditorOptions<Type>,
): EditorConfig<D> {
  const { renderBlock, renderCustomField, renderPage } = options;
  const declarations: EditorBlockDeclaration<Type>[] = Object.values(definitions);
  const components: Record<string, ComponentConfig> = Object.fromEntries(
    declarations.map((definition) => [
      definition.type,
      {
        label: definition.label,
        fields: editorFieldsOf(definition.props, renderCustomField, definition.type),
        defaultProps: { ...defaultPropsOf(definition.props), ...definition.example },
        render: (renderProps: Record<string, unknown>) =>
          renderBlock(definition.type, blockPropsOf(renderProps), String(renderProps.id)),
      },
    ]),
  );
  // Keyed without spaces: Puck makes element ids of the keys, and a list's id is one word.
  const categories = Object.fromEntries(
    blockCategories.map((category) => [
      categoryKeyOf(category),
      {
        title: category,
        components: declarations
          .filter((definition) => definition.category === category)
          .map((definition) => definition.type),
      },
    ]),
  );
  return {
    // Made from each block's own props schema, so keyed and typed as its props: the one place
    // the generated parts meet the types.
    components: components as EditorConfig<D>["components"],
    categories,
    root: {
      fields: pageFieldsOf(renderCustomField),
      defaultProps: defaultPropsOf(pageSchema) as EditorPageProps,
      ...(renderPage ? { render: renderPage } : {}),
    },
  };
}

/** A category's key in the editor's config: its name in lower case, words joined by hyphens. */
export function categoryKeyOf(category: BlockCategory): string {
  return category.toLowerCase().replaceAll(" ", "-");
}

/** The page's own fields, from the page schema with the same rules as a block's. */
export function pageFieldsOf(renderCustomField: RenderCustomField): Fields<EditorPageProps> {
  const def = defOf(pageSchema);
  if (def.type !== "object") throw new Error("The page schema is no object");
  // Made from the page schema's own shape, so keyed as the page's props.
  return Object.fromEntries(
    Object.entries(def.shape)
      .filter(([name]) => !notPageFields.has(name))
      .map(([name, field]) => [name, editorFieldOf(name, field, renderCustomField)]),
  ) as Fields<EditorPageProps>;
}
