import type { ArrayField, Field } from "@puckeditor/core";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { actionSchema, iconField, itemIdField, listOf } from "../blockFields/blockFields";
import { imageSchema } from "../blockFields/imageField";
import {
  defaultPropsOf,
  editorFieldOf,
  editorFieldsOf,
  EditorFieldError,
  itemSummary,
  NOT_SET,
  type CustomFieldProps,
} from "./editorFields";

const renderCustomField = vi.fn((kind: string) => createElement("output", null, kind));

/** A props schema with one field of every kind the converter knows. */
const fixtureSchema = z.strictObject({
  heading: z.string().min(1).describe("The band's heading."),
  summary: z.string().max(500),
  shortNote: z.string().max(80),
  body: z.string(),
  successMessage: z.string(),
  count: z.number().int().positive().max(12),
  ratio: z.number().min(0).max(1),
  size: z.enum(["s", "m", "l", "xl"]),
  align: z.enum(["left", "right"]).optional(),
  tone: z.enum(["calm", "bold"]).default("calm"),
  rank: z.union([z.literal(2), z.literal(3)]).optional(),
  visible: z.boolean().default(true),
  featured: z.boolean().optional(),
  cards: listOf(
    z
      .object({ id: itemIdField, title: z.string().min(1), kind: z.enum(["plain", "boxed"]) })
      .strict(),
  )
    .min(1)
    .max(5),
  tags: z.array(z.string().min(1)).max(3).optional(),
  owner: z.strictObject({ name: z.string(), primaryAction: actionSchema.optional() }),
  picture: imageSchema.optional(),
  icon: iconField,
  shape: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("dot") }).describe("A dot."),
    z.strictObject({ kind: z.literal("box"), width: z.number() }),
  ]),
  named: z.string().meta({ title: "A name of its own" }),
});

const fields = editorFieldsOf(fixtureSchema, renderCustomField);

/** A field as data: what a test can compare, functions left out. */
function plain(field: Field | undefined): unknown {
  return JSON.parse(JSON.stringify(field));
}

describe("the editor's fields of a props schema", () => {
  it("cover every prop, labelled with its name in words and helped by its description", () => {
    expect(Object.keys(fields)).toEqual(Object.keys(fixtureSchema.shape));
    expect(fields.heading).toEqual({
      type: "text",
      label: "Heading",
      metadata: { help: "The band's heading." },
    });
    expect(fields.named?.label).toBe("A name of its own");
  });

  it("make long text a textarea: above 120 characters, or named as sentences", () => {
    expect(fields.summary?.type).toBe("textarea");
    expect(fields.shortNote?.type).toBe("text");
    expect(fields.body?.type).toBe("textarea");
    expect(fields.successMessage?.type).toBe("textarea");
    expect(editorFieldOf("description", z.string(), renderCustomField).type).toBe("textarea");
    expect(editorFieldOf("answer", z.string(), renderCustomField).type).toBe("textarea");
  });

  it("give numbers their bounds from the checks, whole numbers a step of 1", () => {
    expect(plain(fields.count)).toEqual({
      type: "number",
      label: "Count",
      min: 1,
      max: 12,
      step: 1,
    });
    expect(plain(fields.ratio)).toEqual({ type: "number", label: "Ratio", min: 0, max: 1 });
  });

  it("offer choices as radio buttons up to three, else a drop-down; Not set when optional", () => {
    expect(plain(fields.size)).toEqual({
      type: "select",
      label: "Size",
      options: ["s", "m", "l", "xl"].map((value) => ({ label: value, value })),
    });
    expect(fields.align).toEqual({
      type: "radio",
      label: "Align",
      options: [
        { label: NOT_SET, value: undefined },
        { label: "left", value: "left" },
        { label: "right", value: "right" },
      ],
    });
    // A default is a value, so there is nothing to leave unset.
    expect(fields.tone).toMatchObject({
      type: "radio",
      options: [{ value: "calm" }, { value: "bold" }],
    });
    expect(fields.rank).toMatchObject({
      type: "radio",
      options: [{ value: undefined }, { label: "2", value: 2 }, { label: "3", value: 3 }],
    });
    expect(fields.visible).toEqual({
      type: "radio",
      label: "Visible",
      options: [
        { label: "Yes", value: true },
        { label: "No", value: false },
      ],
    });
    expect(fields.featured).toMatchObject({
      type: "radio",
      options: [{ label: NOT_SET, value: undefined }, { value: true }, { value: false }],
    });
  });

  it("make a list of objects an array: item fields, summary, new items and bounds", () => {
    const cards = fields.cards as ArrayField;
    expect(cards).toMatchObject({ type: "array", label: "Cards", min: 1, max: 5 });
    expect(Object.keys(cards.arrayFields)).toEqual(["id", "title", "kind"]);
    expect(cards.arrayFields.kind).toMatchObject({ type: "radio" });
    expect(cards.getItemSummary?.({ id: "a", title: "First card", kind: "plain" }, 0)).toBe(
      "First card",
    );
    expect(cards.getItemSummary?.({ id: "a", title: "" }, 2)).toBe("Item 3");
    expect(typeof cards.defaultItemProps).toBe("function");
    const newItem = cards.defaultItemProps as (index: number) => object;
    expect(newItem(1)).toEqual({ id: "item-2", kind: "plain" });
  });

  it("make a list of plain values a custom list holding the field of one item", () => {
    expect(plain(fields.tags)).toEqual({
      type: "custom",
      label: "Tags",
      metadata: {
        customKind: "list",
        item: { type: "text", label: "Tags" },
        max: 3,
        optional: true,
      },
    });
  });

  it("make an object an object field, with the shared fields inside it custom", () => {
    expect(plain(fields.owner)).toEqual({
      type: "object",
      label: "Owner",
      objectFields: {
        name: { type: "text", label: "Name" },
        primaryAction: {
          type: "custom",
          label: "Primary action",
          metadata: { customKind: "link", optional: true },
        },
      },
    });
  });

  it("make the shared fields custom fields of their kind, drawn by the Studio's controls", () => {
    expect(fields.picture).toMatchObject({ type: "custom", metadata: { customKind: "image" } });
    expect(fields.icon).toMatchObject({
      type: "custom",
      metadata: { customKind: "icon", help: "An icon of the design system, by name." },
    });
    const props = { name: "icon", id: "icon", value: "users", onChange: () => {} };
    const field = fields.icon as { render: (props: CustomFieldProps) => unknown };
    field.render({ ...props, field: fields.icon } as CustomFieldProps);
    expect(renderCustomField).toHaveBeenLastCalledWith("icon", expect.objectContaining(props));
  });

  it("make a union told apart by a key a custom variants field, with each choice's fields", () => {
    expect(plain(fields.shape)).toEqual({
      type: "custom",
      label: "Shape",
      metadata: {
        customKind: "variants",
        variants: {
          discriminator: "kind",
          choices: [
            { value: "dot", label: "A dot.", fields: {} },
            { value: "box", label: "box", fields: { width: { type: "number", label: "Width" } } },
          ],
        },
      },
    });
  });

  it("take defaults as the default props", () => {
    expect(defaultPropsOf(fixtureSchema)).toEqual({ tone: "calm", visible: true });
  });

  it("refuse a field no editor field can hold, naming it", () => {
    const schema = z.strictObject({
      extra: z.strictObject({ scores: z.record(z.string(), z.number()) }),
    });
    expect(() => editorFieldsOf(schema, renderCustomField, "Fixture")).toThrow(EditorFieldError);
    expect(() => editorFieldsOf(schema, renderCustomField, "Fixture")).toThrow(
      "Fixture.extra.scores: the editor has no field for a zod record",
    );
  });

  it("summarise an item by its title, label, name or question, else its place", () => {
    expect(itemSummary({ label: "Phone" })).toBe("Phone");
    expect(itemSummary({ question: "Who pays?" })).toBe("Who pays?");
    expect(itemSummary({ name: "Ada", title: "Founder" })).toBe("Founder");
    expect(itemSummary({ value: 3 }, 4)).toBe("Item 5");
  });
});
