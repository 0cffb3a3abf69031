import { describe, expect, it } from "vitest";
import { newUseCasePage } from "../pageStarters";
import { composerProblems, previewCheckProblems } from "./composerProblems";

const sitePages = [
  { path: "/pricing", title: "Pricing", source: "file" as const },
  { path: "/use-case/other", title: "Boards", source: "studio" as const },
];

describe("the composer's problems", () => {
  it("are none for a valid page whose title no file or catalogue page has", () => {
    expect(composerProblems(newUseCasePage("Boards"), "/use-case/boards", sitePages)).toEqual([]);
  });

  it("name a block's field as the editor does, with the block's place", () => {
    const page = newUseCasePage("Apps for fleets");
    page.blocks[2] = { type: "FeatureBlock", props: { ...page.blocks[2]!.props, title: "" } };
    expect(composerProblems(page, "/use-case/fleets", sitePages)).toEqual([
      { field: "blocks.2.title", message: expect.any(String), block: 2 },
    ]);
  });

  it("give the build's message for a title too long, on the page's title", () => {
    const problems = composerProblems(newUseCasePage("A".repeat(200)), "/use-case/a", sitePages);
    expect(problems.map(({ field }) => field)).toContain("meta.title");
    expect(problems.every(({ block }) => block === undefined)).toBe(true);
  });

  it("refuse a title a file page has, naming it", () => {
    expect(composerProblems(newUseCasePage("Pricing"), "/use-case/p", sitePages)).toEqual([
      { field: "meta.title", message: "/pricing has this title already: give this page another" },
    ]);
  });

  it("say a page needs a block", () => {
    expect(
      composerProblems(
        { meta: { title: "Empty", description: "Nothing yet." }, blocks: [] },
        "/e",
        [],
      ),
    ).toEqual([{ field: "blocks", message: expect.any(String) }]);
  });

  it("list the preview's accessibility findings once a rule a block, advice apart", () => {
    const places = new Map([
      ["Hero-1", 0],
      ["FeatureBlock-3", 2],
    ]);
    const imageAlt = { rule: "image-alt", help: "Images must have alternative text" };
    const problems = previewCheckProblems(
      {
        status: "checked",
        findings: [
          { block: "FeatureBlock-3", ...imageAlt, blocking: true },
          { block: "FeatureBlock-3", ...imageAlt, blocking: true },
          { block: "Hero-1", rule: "region", help: "Content in landmarks", blocking: false },
          { block: "gone", ...imageAlt, blocking: true },
        ],
      },
      places,
    );
    expect(problems).toEqual([
      {
        field: "blocks.2",
        message: "Images must have alternative text (axe: image-alt)",
        block: 2,
      },
      {
        field: "blocks.0",
        message: "Content in landmarks (axe: region)",
        block: 0,
        advisory: true,
      },
    ]);
    expect(previewCheckProblems({ status: "checking" }, places)).toEqual([]);
    expect(previewCheckProblems({ status: "failed", message: "no window" }, places)).toEqual([
      { field: "blocks", message: "The accessibility check could not run: no window" },
    ]);
  });
});
