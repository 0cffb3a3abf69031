import { CATALOGUE_APPS } from "@workcraft/domain/data";
import { describe, expect, it } from "vitest";
import { appPageTitle } from "./cataloguePages";
import { indexContent } from "./contentIndex";
import { sitePages } from "./sitePages";

const hero = { type: "Hero", props: { title: "A page" } };

function pageWith(file: string, title: string, description: string) {
  return indexContent([{ file, json: { meta: { title, description }, blocks: [hero] } }]);
}

describe("the site's pages", () => {
  it("refuse a title that would be published with its suffix cut, naming the file", () => {
    const title = "A".repeat(49);
    expect(() =>
      sitePages(pageWith("long.json", title, "A description of the page for search engines.")),
    ).toThrow(/long\.json: .*title/u);
  });

  it("name an extra folder's file by its full path", () => {
    const [page] = pageWith("long.json", "A".repeat(49), "A description of the page.");
    const extra = { ...page!, extraFolder: "/tmp/extra-content" };
    expect(() => sitePages([extra])).toThrow(/\/tmp\/extra-content\/long\.json: .*title/u);
  });

  it("refuse a description cut inside a word", () => {
    const description = `${"word ".repeat(31)}words`; // 160 characters: the cut falls in "words"
    expect(() => sitePages(pageWith("cut.json", "A fine title", description))).toThrow(
      /cut\.json: .*description/u,
    );
  });

  it("refuse two pages with one title", () => {
    const pages = indexContent([
      {
        file: "a.json",
        json: { meta: { title: "Same", description: "A description of page a." }, blocks: [hero] },
      },
      {
        file: "b.json",
        json: { meta: { title: "Same", description: "A description of page b." }, blocks: [hero] },
      },
    ]);
    expect(() => sitePages(pages)).toThrow(/\/b: has the same title as \/a/u);
  });

  it("refuse a job page without its posting facts, and a post or news item without its date", () => {
    const meta = (title: string) => ({ title, description: "A description of the page." });
    const header = { type: "ArticleHeader", props: { title: "A page" } };
    const pages = indexContent([
      { file: "careers/jobs/designer.json", json: { meta: meta("Designer"), blocks: [header] } },
      { file: "blog/first.json", json: { meta: meta("First post"), blocks: [header] } },
      {
        file: "news/launch.json",
        json: {
          meta: meta("Launch"),
          listing: { date: "2026-05-01" },
          blocks: [{ type: "ArticleHeader", props: { title: "Launch", date: "2026-05-02" } }],
        },
      },
    ]);
    expect(() => sitePages(pages)).toThrow(
      /careers\/jobs\/designer\.json: field job: a job page needs its posting facts/u,
    );
    expect(() => sitePages(pages)).toThrow(
      /blog\/first\.json: field listing\.date: a blog post or news item needs its publication date/u,
    );
    expect(() => sitePages(pages)).toThrow(
      /news\/launch\.json: block 0 \(ArticleHeader\), field date: 2026-05-02 differs from listing\.date 2026-05-01/u,
    );
  });

  it("give every app a title that is published whole", () => {
    for (const app of CATALOGUE_APPS) {
      const title = appPageTitle(app);
      expect(title.length <= 48 || (title.length >= 50 && title.length <= 60), title).toBe(true);
      expect(title.startsWith(app.name)).toBe(true);
    }
  });
});
