import type { ComponentConfig, Field } from "@puckeditor/core";
import { createElement } from "react";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { blockDefinitions, type BlockType } from "../blocks/blockDefinitions";
import { blockCategories, defineBlock } from "../blocks/defineBlock";
import { pageSchema, type PageContentInput } from "../content/pageSchema";
import {
  categoryKeyOf,
  editorConfigOf,
  studioEditorConfig,
  type StudioConfig,
} from "./editorConfig";
import { unwrapField, defOf, type AnySchema } from "./propsSchemaParts";

const renderBlock = vi.fn((type: string) => createElement("section", null, type));
const renderCustomField = vi.fn((kind: string) => createElement("output", null, kind));
const config = studioEditorConfig({ renderBlock, renderCustomField });
const definitions = Object.values(blockDefinitions);

/** Every object in a schema, with the editor's fields made of it, found by walking both. */
function uncoveredKeys(schema: AnySchema, field: Field | undefined, path: string): string[] {
  const def = defOf(unwrapField(schema).schema);
  if (field?.type === "object" && def.type === "object") {
    return keysNotIn(def.shape, field.objectFields, path);
  }
  if (field?.type === "array" && def.type === "array") {
    const item = defOf(unwrapField(def.element).schema);
    return item.type === "object" ? keysNotIn(item.shape, field.arrayFields, `${path}[]`) : [];
  }
  return [];
}

function keysNotIn(
  shape: Record<string, AnySchema>,
  fields: Record<string, Field | undefined>,
  path: string,
): string[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const at = path ? `${path}.${name}` : name;
    return fields[name] ? uncoveredKeys(schema, fields[name], at) : [at];
  });
}

/** Every custom field of a set of fields, as `path: kind`, nested ones included. */
function customKinds(fields: Record<string, Field>, path = ""): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = path ? `${path}.${name}` : name;
    if (field.type === "custom") return [`${at}: ${String(field.metadata?.customKind)}`];
    if (field.type === "object") return customKinds(field.objectFields, at);
    if (field.type === "array") return customKinds(field.arrayFields, `${at}[]`);
    return [];
  });
}

function componentOf(type: BlockType): ComponentConfig {
  const component = config.components[type];
  if (!component) throw new Error(`No component ${type}`);
  return component as ComponentConfig;
}

describe("the Studio's editor config", () => {
  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    "%s: a component labelled as its definition, with a field for every prop at every depth",
    (type, definition) => {
      const component = componentOf(type);
      expect(component.label).toBe(definition.label);
      const fields = component.fields ?? {};
      expect(Object.keys(fields).sort()).toEqual(Object.keys(definition.props.shape).sort());
      expect(keysNotIn(definition.props.shape, fields, "")).toEqual([]);
      // Its default props are its example, valid as a content file's props.
      expect(component.defaultProps).toEqual(definition.example);
      expect(definition.props.safeParse(component.defaultProps).success).toBe(true);
      // Puck keeps each block's id in its props: a block prop named id would be lost.
      expect(Object.keys(definition.props.shape)).not.toContain("id");
    },
  );

  it("lists the blocks in the categories of blockCategories, in their order, each once", () => {
    // Keyed by one word each (Puck makes ids of the keys), titled with the category's name.
    expect(Object.keys(config.categories ?? {})).toEqual([
      "page-openers",
      "content",
      "apps-and-templates",
      "pricing-and-forms",
    ]);
    for (const category of blockCategories) {
      expect(config.categories?.[categoryKeyOf(category)]?.title).toBe(category);
      expect(config.categories?.[categoryKeyOf(category)]?.components).toEqual(
        definitions
          .filter((definition) => definition.category === category)
          .map((definition) => definition.type),
      );
    }
    const listed = Object.values(config.categories ?? {}).flatMap(
      (category) => category.components ?? [],
    );
    expect([...listed].sort()).toEqual(Object.keys(blockDefinitions).sort());
  });

  it("draws a block through the Studio's renderBlock with its own props and its id, Puck's left out", () => {
    const render = componentOf("FAQ").render as (props: Record<string, unknown>) => unknown;
    render({ ...blockDefinitions.FAQ.example, id: "FAQ-1", puck: {}, editMode: true });
    expect(renderBlock).toHaveBeenLastCalledWith("FAQ", blockDefinitions.FAQ.example, "FAQ-1");
  });

  it("gives these fields, and no others, a custom control", () => {
    const kinds = Object.fromEntries(
      Object.entries(config.components).flatMap(([type, component]) => {
        const found = customKinds((component.fields ?? {}) as Record<string, Field>);
        return found.length > 0 ? [[type, found]] : [];
      }),
    );
    expect(kinds).toEqual({
      Hero: ["primaryAction: link", "secondaryAction: link", "image: image"],
      FeatureGrid: ["features[].icon: icon"],
      FeatureBlock: ["image: image", "link: link"],
      CallToAction: ["primaryAction: link", "secondaryAction: link"],
      AppGrid: ["source: catalogueAppsSource"],
      LeadForm: ["fields[].options: list"],
      AppDetails: ["appId: catalogueApp"],
      TemplateDetails: ["templateId: catalogueTemplate"],
    });
    expect(customKinds((config.root?.fields ?? {}) as Record<string, Field>)).toEqual([
      "job.location: variants",
    ]);
  });

  it("edits the page's own props at the root: meta, frame, listing and job, with defaults", () => {
    const fields = (config.root?.fields ?? {}) as Record<string, Field>;
    const pageProps = Object.keys(pageSchema.shape).filter(
      (name) => name !== "$schema" && name !== "blocks",
    );
    expect(Object.keys(fields)).toEqual(pageProps);
    expect(keysNotIn(pageSchema.shape, fields, "")).toEqual(["$schema", "blocks"]);
    const meta = fields.meta;
    expect(meta?.type).toBe("object");
    expect(Object.keys(meta?.type === "object" ? meta.objectFields : {})).toEqual(
      expect.arrayContaining(["title", "description", "keywords"]),
    );
    expect(fields.layout).toMatchObject({ type: "radio", label: "Layout" });
    expect(fields.sticky).toMatchObject({ type: "radio", label: "Sticky" });
    expect(config.root?.defaultProps).toEqual({
      layout: "main",
      footer: "default",
      navigation: "default",
      sticky: true,
    });
  });

  it("takes a new block as its definition alone (a fixture block, Quote)", () => {
    const quoteBlock = defineBlock({
      type: "Quote",
      label: "Quote",
      category: "Content",
      description: "A customer's words, large.",
      props: z.strictObject({
        words: z.string().min(1).describe("What the customer said."),
        collection: z.enum(["use-cases"]).describe("Where more stories are listed."),
      }),
      example: { words: "It runs our warehouse.", collection: "use-cases" },
    });
    const withQuote = editorConfigOf(
      { ...blockDefinitions, Quote: quoteBlock },
      { renderBlock, renderCustomField },
    );
    expect(withQuote.components.Quote).toMatchObject({
      label: "Quote",
      defaultProps: quoteBlock.example,
      fields: {
        words: { type: "text", label: "Words", metadata: { help: "What the customer said." } },
        collection: { type: "radio", options: [{ label: "use-cases", value: "use-cases" }] },
      },
    });
    expect(withQuote.categories?.content?.components).toContain("Quote");
  });

  it("is typed from the block definitions, so a block's fields and its props cannot drift apart", () => {
    // Checked by the compiler (`npm run typecheck`): each block is a component of its props as
    // a content file writes them, and the page's own props are the root's.
    expectTypeOf(config.components.Hero.defaultProps).toEqualTypeOf<
      z.input<typeof blockDefinitions.Hero.props> | undefined
    >();
    expectTypeOf(config.root?.defaultProps).toEqualTypeOf<
      Partial<Omit<PageContentInput, "$schema" | "blocks">> | undefined
    >();
    const hero = config.components.Hero;
    // Never run: the compiler refuses each of these, where a block's fields and props disagree.
    const drifted = (): StudioConfig["components"]["Hero"][] => [
      // @ts-expect-error: the Hero has no prop named subtitle, so no field of that name.
      { ...hero, fields: { ...hero.fields, subtitle: { type: "text" } } },
      // @ts-expect-error: the Hero's title is text, not a number.
      { ...hero, defaultProps: { ...hero.defaultProps, title: 3 } },
      // @ts-expect-error: the Hero's title, which it needs, has no field.
      { ...hero, fields: { eyebrow: { type: "text" } } },
    ];
    // @ts-expect-error: no block of that type.
    expectTypeOf(config.components.Quote).toBeObject();
    expectTypeOf(drifted).toBeFunction();
  });
});
