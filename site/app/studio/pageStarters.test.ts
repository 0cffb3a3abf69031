import { metaPublishingProblems } from "@workcraft/domain/rules";
import { describe, expect, it } from "vitest";
import { siteMetaDefaults } from "../config/brand";
import { pageSchema } from "../content/pageSchema";
import { readContent } from "../../build-tools/readContent";
import { sitePages } from "../content/sitePages";
import { newBlankPage, copiedPage, newUseCasePage } from "./pageStarters";

describe("a new page's start", () => {
  it("as a use-case page passes the build's page schema and meta rules as it stands", () => {
    const page = pageSchema.parse(newUseCasePage("Apps for fleet managers"));
    expect(page.blocks.map((block) => block.type)).toEqual([
      "Hero",
      "AppGrid",
      "FeatureBlock",
      "FeatureBlock",
      "FAQ",
      "CallToAction",
      "LeadForm",
    ]);
    expect(metaPublishingProblems(page.meta, siteMetaDefaults)).toEqual([]);
    // No two sections share a heading: screen readers list a page's sections by it.
    const titles = page.blocks.flatMap((block) =>
      "title" in block.props ? [block.props.title] : [],
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("blank has its title and no block, which publishing refuses", () => {
    const page = newBlankPage("Apps for fleet managers");
    expect(page).toEqual({
      meta: { title: "Apps for fleet managers", description: "" },
      blocks: [],
    });
    expect(pageSchema.safeParse(page).success).toBe(false);
  });

  it("as a copy keeps the page's blocks and meta under a new title, and drops the list's title", () => {
    const source = sitePages(readContent()).find(
      ({ path }) => path === "/use-case/project-management-and-productivity",
    );
    expect(source?.page.listing?.title).toBeDefined();
    const copy = copiedPage({ ...source!.page }, "Boards for agencies");
    const page = pageSchema.parse(copy);
    expect(page.meta).toEqual({ ...source!.page.meta, title: "Boards for agencies" });
    expect(page.listing?.title).toBeUndefined();
    expect(page.listing?.description).toBe(source!.page.listing?.description);
    expect(page.blocks).toEqual(source!.page.blocks);
  });
});
