import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readContent } from "../../build-tools/readContent";
import { blockContext } from "../content/blockContext";
import { sitePages } from "../content/sitePages";
import { blockDefinitions, blockSchema, resolveBlock, type Block } from "./blockDefinitions";
import { z } from "zod";
import { blockCategories, contentSchemaOf, defineBlock, keyedByType } from "./defineBlock";
import { viewedBlockTypes } from "./blockViews";

const blocksDir = fileURLToPath(new URL(".", import.meta.url));
const definitions = Object.values(blockDefinitions);
const context = blockContext(sitePages(readContent()));

describe("the block definitions", () => {
  it("are one per block folder, each listed once, with a view in its folder", () => {
    const folders = readdirSync(blocksDir).filter((name) =>
      statSync(`${blocksDir}/${name}`).isDirectory(),
    );
    const types = definitions.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...folders].sort());
    expect([...viewedBlockTypes].sort()).toEqual([...types].sort());
  });

  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    "%s: names itself for an editor, and its example is valid and resolves",
    (type, definition) => {
      expect(definition.label.length).toBeGreaterThan(2);
      expect(blockCategories).toContain(definition.category);
      expect(definition.description).toMatch(/^[A-Z].*\.$/u);
      const parsed = blockSchema.safeParse({ type, props: definition.example });
      expect(parsed.error?.issues ?? []).toEqual([]);
      const block: Block = blockSchema.parse({ type, props: definition.example });
      const resolved = resolveBlock(block, context);
      expect(resolved.type).toBe(type);
      // What the view receives travels to the browser as JSON: plain data only.
      expect(JSON.parse(JSON.stringify(resolved.props))).toEqual(resolved.props);
    },
  );

  it("refuse a field a block does not know, naming it", () => {
    const result = blockSchema.safeParse({
      type: "Hero",
      props: { title: "A title", subtitle: "Not a Hero field" },
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("subtitle");
  });

  it("take a new block as one definition and one line in the list (a fixture block, Quote)", () => {
    // What a new folder `blocks/Quote/definition.ts` declares: its props, an example, a lookup.
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
      resolve: (props, lookups) => ({ ...props, more: lookups.listedPages(props.collection) }),
    });
    // The one line in the list.
    const schema = contentSchemaOf(keyedByType({ ...blockDefinitions, Quote: quoteBlock }));
    const quote = schema.parse({ type: "Quote", props: quoteBlock.example });
    expect(quote).toEqual({ type: "Quote", props: quoteBlock.example });
    expect(schema.safeParse({ type: "Hero", props: blockDefinitions.Hero.example }).success).toBe(
      true,
    );
    expect(schema.safeParse({ type: "Quote", props: { words: "" } }).success).toBe(false);
    const resolved = quoteBlock.resolve(quoteBlock.example, context);
    expect(resolved.more.length).toBeGreaterThan(0);
    expect(JSON.stringify(z.toJSONSchema(schema))).toContain("Quote: A customer's words, large.");
    // A block that looks nothing up passes its props to its view as they are.
    expect(blockDefinitions.FAQ.resolve(blockDefinitions.FAQ.example, context)).toBe(
      blockDefinitions.FAQ.example,
    );
  });
});
