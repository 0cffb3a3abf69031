import { describe, expect, it } from "vitest";
import { translationReportTable } from "./translationReportTable";

describe("the translation report as a table", () => {
  it("lists each English page with its translations' states, then what is still in English", () => {
    const table = translationReportTable({
      pages: [
        {
          id: "AAAAAAAAAA",
          path: "/use-case/fleet",
          title: "Fleet",
          published: true,
          translations: [
            {
              locale: "de",
              path: "/de/use-case/fleet",
              state: "draft",
              id: "BBBBBBBBBB",
              untranslated: ["meta.description", "Block 2 (Hero), title"],
            },
            {
              locale: "fr",
              path: "/fr/use-case/fleet",
              state: "published",
              id: "CCCCCCCCCC",
              untranslated: [],
            },
          ],
        },
        {
          id: "DDDDDDDDDD",
          path: "/blog/first",
          title: null,
          published: false,
          translations: [
            { locale: "de", path: "/de/blog/first", state: "missing", id: null, untranslated: [] },
            { locale: "fr", path: "/fr/blog/first", state: "missing", id: null, untranslated: [] },
          ],
        },
      ],
    });
    expect(table.split("\n")).toEqual([
      "Page             English    Deutsch (de)           Français (fr)",
      "/use-case/fleet  published  draft, 2 untranslated  published",
      "/blog/first      draft      missing                missing",
      "",
      "/de/use-case/fleet (draft): 2 fields not translated yet",
      "  - meta.description",
      "  - Block 2 (Hero), title",
    ]);
  });

  it("says so when there is no page", () => {
    expect(translationReportTable({ pages: [] })).toBe(
      "No English Studio pages yet: nothing to translate.",
    );
  });
});
