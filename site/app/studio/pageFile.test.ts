import { readFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { contentDir, readContent } from "../../build-tools/readContent";
import { blockDefinitions } from "../blocks/blockDefinitions";
import { contentPath, indexContent, schemaReferenceOf } from "../content/contentIndex";
import { pageFileOf, readPageFile, withoutSchemaReference } from "./pageFile";

const files = readContent().map(({ path, file }) => ({
  path,
  file,
  text: readFileSync(join(contentDir, file), "utf8"),
}));

describe("a Studio page as a content file", () => {
  it("holds the same JSON as the repository's file, written as its Prettier leaves it, for every page", async () => {
    expect(files.length).toBeGreaterThan(40);
    const settings = await resolveConfig(join(contentDir, "index.json"));
    for (const { path, file, text } of files) {
      const read = readPageFile(file, text);
      if (!read.ok) throw new Error(read.problem);
      const exported = pageFileOf(path, read.page);
      expect(contentPath(exported.file), file).toBe(path);
      // The same page; only a folder's index file points at the schema from one folder down.
      const page = JSON.parse(exported.text) as Record<string, unknown>;
      const committed = JSON.parse(text) as Record<string, unknown>;
      expect(withoutSchemaReference(page), file).toEqual(withoutSchemaReference(committed));
      expect(page.$schema).toBe(schemaReferenceOf(exported.file));
      expect(await format(exported.text, { ...settings, parser: "json" }), file).toBe(
        exported.text,
      );
    }
  });

  it("passes the build's checks under its own name, whatever $schema the draft had", () => {
    const page = {
      $schema: "elsewhere.json",
      meta: { title: "Fleets on the road", description: "Fleets, run from one workspace." },
      blocks: [{ type: "Hero", props: { ...blockDefinitions.Hero.example } }],
    };
    const { file, text } = pageFileOf("/use-case/fleet-roads", page);
    expect(file).toBe("use-case/fleet-roads.json");
    expect(JSON.parse(text)).toMatchObject({ $schema: "../page.schema.json" });
    const [indexed] = indexContent([{ file, json: JSON.parse(text) }]);
    expect(indexed?.path).toBe("/use-case/fleet-roads");
  });

  it("is read into a draft, or refused with what is wrong", () => {
    const good = readPageFile("a.json", '{"$schema":"./page.schema.json","meta":{},"blocks":[]}');
    expect(good).toEqual({ ok: true, page: { meta: {}, blocks: [] } });
    expect(readPageFile("a.json", "{meta")).toEqual({
      ok: false,
      problem: "a.json is not JSON: export a page from the Studio to see one",
    });
    expect(readPageFile("a.json", "[1]")).toEqual({
      ok: false,
      problem: "a.json is not a page: a page is an object, { meta, blocks }",
    });
    expect(readPageFile("a.json", '{"meta":{}}')).toEqual({
      ok: false,
      problem: "a.json is not a page: it has no list of blocks",
    });
    expect(
      readPageFile("a.json", '{"blocks":[{"type":"Hero","props":{}},{"type":"Marquee"},{}]}'),
    ).toEqual({
      ok: false,
      problem: "a.json has blocks the site does not know: block 2 (Marquee), block 3 (no type)",
    });
  });
});
