import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { comparePages } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { contentDir } from "../../build-tools/readContent";
import { PAGE_SCHEMA_FILE } from "../content/contentIndex";
import { pageSchema } from "../content/pageSchema";
import {
  checkPuckData,
  pageAsRead,
  pageOfPuckData,
  puckDataOfDraft,
  puckDataOfPage,
  type StudioData,
} from "./pageData";

const contentFiles = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json") && file !== PAGE_SCHEMA_FILE)
  .sort();

function contentJson(file: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, file), "utf8"));
}

const meta = { title: "Apps for teams", description: "What the page says." };

/** A page of three blocks as the editor holds it. */
function editedPage(): StudioData {
  return puckDataOfPage({
    meta,
    blocks: [
      { type: "Hero", props: { title: "Apps for teams" } },
      {
        type: "FAQ",
        props: {
          title: "Questions",
          items: [
            { id: "price", question: "What does it cost?", answer: "See pricing." },
            { id: "trial", question: "Is there a trial?", answer: "Yes." },
          ],
        },
      },
      { type: "RichText", props: { body: "Some words." } },
    ],
  });
}

describe("a content page in the editor", () => {
  it("reads every content file", () => {
    expect(contentFiles.length).toBeGreaterThan(20);
  });

  it.each(contentFiles)("%s: comes back from the editor's data as it was", (file) => {
    const json = contentJson(file);
    const page = pageSchema.parse(json);
    expect(pageOfPuckData(puckDataOfPage(page))).toEqual(page);
    // The file itself, defaults not filled in, comes back the same too.
    const data = puckDataOfPage(json as Parameters<typeof puckDataOfPage>[0]);
    expect(pageOfPuckData(data)).toEqual(json);
    const ids = data.content.map((block) => block.props.id);
    expect(new Set(ids).size).toBe(page.blocks.length);
  });

  it("gives each block a stable id, unique in the page, that the page does not keep", () => {
    const data = editedPage();
    expect(data.content.map((block) => block.props.id)).toEqual(["Hero-1", "FAQ-2", "RichText-3"]);
    expect(editedPage()).toEqual(data);
    expect(data.root.props).toEqual({ meta });
    expect(JSON.stringify(pageOfPuckData(data))).not.toContain('"id":"Hero-1"');
  });

  it("leaves out the optional fields the editor left empty, and the page is valid", () => {
    const data = editedPage();
    const hero = data.content[0];
    if (!hero) throw new Error("No hero");
    hero.props = {
      ...hero.props,
      description: "",
      eyebrow: undefined,
      secondaryAction: { label: "", href: "" },
      primaryAction: { label: "Start", href: "/pricing" },
    };
    data.root.props = { ...data.root.props, listing: { title: "", order: undefined } };
    const result = checkPuckData(data);
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(result.json.blocks[0]).toEqual({
      type: "Hero",
      props: { title: "Apps for teams", primaryAction: { label: "Start", href: "/pricing" } },
    });
    expect(result.json).not.toHaveProperty("listing");
  });

  it("names the block, its place and type, and the field of a bad item", () => {
    const data = editedPage();
    const faq = data.content[1];
    if (!faq) throw new Error("No FAQ");
    faq.props = {
      ...faq.props,
      items: [
        { id: "price", question: "What does it cost?", answer: "See pricing." },
        { id: "price", question: "", answer: "Yes." },
      ],
    };
    const result = checkPuckData(data);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      "The page: block 1 (FAQ), field items.1.question: Too small: expected string to have >=1 characters",
      'The page: block 1 (FAQ), field items.1.id: The id "price" is used twice in this list',
    ]);
  });

  it("names a required field left empty, and the page's own fields", () => {
    const data = editedPage();
    data.root.props = { ...data.root.props, meta: { title: "", description: "Words." } };
    const rich = data.content[2];
    if (!rich) throw new Error("No rich text");
    rich.props = { ...rich.props, body: "" };
    const result = checkPuckData(data, "Draft 12");
    expect(result.ok ? [] : result.problems).toEqual([
      "Draft 12: field meta.title: Too small: expected string to have >=1 characters",
      "Draft 12: block 2 (RichText), field body: Too small: expected string to have >=1 characters",
    ]);
  });
});

describe("a saved draft in the editor", () => {
  it("opens an unfinished draft, leaving out what is not a block", () => {
    const data = puckDataOfDraft({
      meta: { title: "Fleet" },
      blocks: [{ type: "Hero", props: { title: "Fleet" } }, "a stray string", { props: {} }],
    });
    expect(data).toEqual({
      root: { props: { meta: { title: "Fleet" } } },
      content: [{ type: "Hero", props: { id: "Hero-1", title: "Fleet" } }],
    });
    expect(puckDataOfDraft({}).content).toEqual([]);
  });
});

describe("a page compared with its published version", () => {
  it("is the same page, though the version holds the defaults the draft leaves out", () => {
    const draft = pageOfPuckData(editedPage());
    const published = pageSchema.parse(draft) as unknown as Record<string, unknown>;
    expect(Object.keys(published).length).toBeGreaterThan(Object.keys(draft).length);
    expect(comparePages(pageAsRead(published), pageAsRead(draft)).same).toBe(true);
    // An unfinished draft is compared as it is.
    const unfinished = { meta: { title: "" }, blocks: [] };
    expect(pageAsRead(unfinished)).toBe(unfinished);
  });
});
