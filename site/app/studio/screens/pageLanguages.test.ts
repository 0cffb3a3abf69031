import { describe, expect, it } from "vitest";
import { pageLanguages } from "./pageLanguages";

describe("a page's languages in the Studio's list", () => {
  const published = { number: 1, at: "2026-01-01T00:00:00.000Z" };
  const pages = [
    { path: "/use-case/fleet", published: null },
    { path: "/fr/use-case/fleet", published },
    { path: "/use-case/crm", published },
  ];

  it("are each locale's page, published or a draft, or missing, from either page", () => {
    const expected = [
      { locale: "en", name: "English", state: "draft" },
      { locale: "de", name: "Deutsch", state: "missing" },
      { locale: "fr", name: "Français", state: "published" },
    ];
    expect(pageLanguages(pages[0]!, pages)).toEqual(expected);
    expect(pageLanguages(pages[1]!, pages)).toEqual(expected);
    expect(pageLanguages(pages[2]!, pages).map(({ state }) => state)).toEqual([
      "published",
      "missing",
      "missing",
    ]);
  });
});
